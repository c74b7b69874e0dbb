// The one way the server sends e-mail (identity codes): the outbox by default, SMTP when
// SMTP_URL is set (mailer-from-config.ts picks). A rejected send means the message did not go.
export interface Mailer {
  send(message: { to: string; subject: string; text: string }): Promise<void>;
}
