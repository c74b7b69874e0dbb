// The ticket search's alert (spec §5 Camera) as a Mantine notification.
import { notifications } from '@mantine/notifications';
import type { RegistrationAlert } from '../../machines/registration/registration-types';
import { CAMERA_PERMISSION_REQUIRED } from '../domain/messages';

export function showRegistrationAlert(alert: RegistrationAlert): void {
  if (alert.kind === 'cameraPermission') {
    notifications.show({ message: CAMERA_PERMISSION_REQUIRED, color: 'red', autoClose: 8000 });
  }
}
