// The ticket search's alert (spec §5 Camera).
import type { RegistrationAlert } from '../../machines/registration/registration-types';
import { CAMERA_PERMISSION_REQUIRED } from '../domain/messages';
import { showAlert } from '../ui/alerts';

export function showRegistrationAlert(alert: RegistrationAlert): void {
  if (alert.kind === 'cameraPermission') {
    showAlert({ body: CAMERA_PERMISSION_REQUIRED, color: 'red' });
  }
}
