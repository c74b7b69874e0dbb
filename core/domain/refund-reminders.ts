// Push reminders about an event's refunds (DESIGN §8 "Reminders"): when they open, to customers
// holding a balance there, and shortly before the operator's close time, to those who have not
// lodged one. Each goes once per customer and event.

/** How long before the refunds close time the last-call reminder goes out. */
export const CLOSING_REMINDER_DAYS = 3;

/**
 * A "refunds are open" reminder is for an opening this recent: a server started long after an
 * event's refunds opened does not announce old news.
 */
export const OPENED_REMINDER_DAYS = 7;

export interface ReminderText {
  title: string;
  body: string;
}

export function refundsOpenReminder(eventName: string): ReminderText {
  return {
    title: 'Refunds Open',
    body: `${eventName}: refunds are now open. Lodge a refund of your remaining balance from your wallet.`,
  };
}

export function refundsClosingReminder(eventName: string, closeText: string): ReminderText {
  return {
    title: 'Refunds Closing Soon',
    body: `${eventName}: ${closeText}. You have not lodged a refund of your balance yet.`,
  };
}
