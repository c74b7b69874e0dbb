// The profile machine's alerts (spec §5 Profile, §8 Profile).

import { PROFILE_UPDATE_FAILED, PROFILE_UPDATED } from '../../../core/domain/messages';
import { type AlertText, showAlert } from '../../ui/alerts';
import type { ProfileAlert } from './chart/profile-types';

export function profileAlertText(alert: ProfileAlert): AlertText {
  switch (alert.kind) {
    case 'profileUpdated':
      return { body: PROFILE_UPDATED, color: 'green' };
    case 'profileUpdateFailed':
      // The server's own words go under the spec's, so a refused field can be put right.
      return { title: PROFILE_UPDATE_FAILED, body: alert.message, color: 'red' };
    case 'birthDateInvalid':
      return { body: alert.message, color: 'red' };
  }
}

export function showProfileAlert(alert: ProfileAlert): void {
  showAlert(profileAlertText(alert));
}
