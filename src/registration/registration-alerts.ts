// The ticket search's alert (spec §5 Camera) as a Mantine notification.
import { notifications } from '@mantine/notifications';
import type { TicketAlert } from '../../machines/ticket-registration/ticket-registration-types';
import { CAMERA_PERMISSION_REQUIRED } from '../domain/messages';

export function showTicketAlert(alert: TicketAlert): void {
  if (alert.kind === 'cameraPermission') {
    notifications.show({ message: CAMERA_PERMISSION_REQUIRED, color: 'red', autoClose: 8000 });
  }
}
