// Every flow's outcome alerts (spec §4, §5, §8), shown as Mantine notifications with the spec's
// titles and bodies. One outcome shows at a time: a newer one replaces the one before, and the app
// shell clears them when the customer moves to another screen (AlertsFollowScreen).
import { type NotificationData, notifications, notificationsStore } from '@mantine/notifications';
import type { Dialog } from '../../core/domain/messages';

export interface AlertText {
  /** Some alerts (spec §5 Profile) are a single line, with no title. */
  title?: string;
  body: string;
  color: 'green' | 'yellow' | 'red';
}

export const ok = (dialog: Dialog): AlertText => ({ ...dialog, color: 'green' });
export const waiting = (dialog: Dialog): AlertText => ({ ...dialog, color: 'yellow' });
export const failed = (dialog: Dialog): AlertText => ({ ...dialog, color: 'red' });

/**
 * Marks an outcome alert (the app's other notices, such as the offer of a new version, carry no
 * mark and stay). 'raised' until the task that raised it has run to its end; 'shown' after.
 */
const OUTCOME = 'data-outcome';

type OutcomeMark = 'raised' | 'shown';

function outcomeMark(notification: NotificationData): OutcomeMark | undefined {
  return notification[OUTCOME];
}

export function showAlert({ title, body, color }: AlertText): void {
  // A new id each time: Mantine keeps an updated notification's auto-close timer, and the newer
  // outcome deserves its full time.
  notifications.updateState(notificationsStore, (current) =>
    current.filter((item) => !outcomeMark(item)),
  );
  const id = notifications.show({
    title,
    message: body,
    color,
    autoClose: 8000,
    [OUTCOME]: 'raised' satisfies OutcomeMark,
  });
  // A chart raises an alert and moves to the screen it describes in one go (notify, then
  // navigate): the alert is the new screen's until that run of actions is over.
  queueMicrotask(() =>
    notifications.updateState(notificationsStore, (current) =>
      current.map((item) =>
        item.id === id ? { ...item, [OUTCOME]: 'shown' satisfies OutcomeMark } : item,
      ),
    ),
  );
}

/**
 * The customer moved to another screen: the outcome alerts shown on the one they left go. One
 * raised in the same run of actions as the move (spec §4: 'Sign up Completed' … then sign-in)
 * describes the new screen, and stays.
 */
export function clearAlertsOfLastScreen(): void {
  notifications.updateState(notificationsStore, (current) =>
    current.filter((item) => outcomeMark(item) !== 'shown'),
  );
}
