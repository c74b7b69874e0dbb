// The one way the server sends e-mail (identity codes): the outbox under DATA_DIR by default,
// SMTP when configured. Implementations deliver one message or reject.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
