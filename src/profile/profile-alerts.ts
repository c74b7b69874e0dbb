// The profile machine's alerts (spec §5 Profile, §8 Profile) as Mantine notifications.
import { notifications } from '@mantine/notifications';
import type { ProfileAlert } from '../../machines/profile/profile-types';
import { PROFILE_UPDATE_FAILED, PROFILE_UPDATED } from '../domain/messages';

export interface ProfileAlertText {
  title?: string;
  message: string;
  color: 'green' | 'red';
}

export function profileAlertText(alert: ProfileAlert): ProfileAlertText {
  switch (alert.kind) {
    case 'profileUpdated':
      return { message: PROFILE_UPDATED, color: 'green' };
    case 'profileUpdateFailed':
      // The server's own words go under the spec's, so a refused field can be put right.
      return { title: PROFILE_UPDATE_FAILED, message: alert.message, color: 'red' };
    case 'birthDateInvalid':
      return { message: alert.message, color: 'red' };
  }
}

export function showProfileAlert(alert: ProfileAlert): void {
  notifications.show({ ...profileAlertText(alert), autoClose: 8000 });
}
