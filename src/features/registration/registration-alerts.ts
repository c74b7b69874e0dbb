// The ticket and tag searches' alerts (spec §5 Camera; a claim's confirmation) as notifications.

import {
  BAND_READ,
  CAMERA_PERMISSION_REQUIRED,
  TAG_REGISTERED,
  TICKET_ADDED,
} from '../../../core/domain/messages';
import { ok, showAlert } from '../../ui/alerts';
import type { RegistrationAlert } from './chart/registration-types';

export function showRegistrationAlert(alert: RegistrationAlert): void {
  switch (alert.kind) {
    case 'cameraPermission':
      showAlert({ body: CAMERA_PERMISSION_REQUIRED, color: 'red' });
      return;
    case 'bandUnreadable':
      showAlert({ body: BAND_READ.unreadable, color: 'red' });
      return;
    case 'bandReadFailed':
      showAlert({ body: BAND_READ.failed, color: 'red' });
      return;
    case 'ticketAdded':
      showAlert(ok(TICKET_ADDED));
      return;
    case 'tagRegistered':
      showAlert(ok(TAG_REGISTERED));
      return;
  }
}
