// The wallet, top-up and refund flows' alerts, shown as Mantine notifications with the spec's
// titles and bodies.
import { notifications } from '@mantine/notifications';
import type { Dialog } from '../domain/messages';

export interface AlertText extends Dialog {
  color: 'green' | 'yellow' | 'red';
}

export const ok = (dialog: Dialog): AlertText => ({ ...dialog, color: 'green' });
export const waiting = (dialog: Dialog): AlertText => ({ ...dialog, color: 'yellow' });
export const failed = (dialog: Dialog): AlertText => ({ ...dialog, color: 'red' });

export function showAlert({ title, body, color }: AlertText): void {
  notifications.show({ title, message: body, color, autoClose: 8000 });
}
