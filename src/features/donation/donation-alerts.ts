// What the donation page says in its alerts (DESIGN §8 "Donation").
import {
  DONATION_MADE_TITLE,
  DONATION_REFUSED_TITLE,
  DONATION_UNAVAILABLE_TITLE,
  donationThankYou,
} from '../../../core/domain/donation';
import { type AlertText, failed, ok } from '../../ui/alerts';
import type { DonationAlert } from './chart/donation-types';

export function donationAlertText(alert: DonationAlert): AlertText {
  switch (alert.kind) {
    case 'donationMade':
      return ok({
        title: DONATION_MADE_TITLE,
        body: donationThankYou(alert.charityName, alert.amountCents),
      });
    case 'donationRefused':
      return failed({ title: DONATION_REFUSED_TITLE, body: alert.message });
    case 'donationUnavailable':
      return failed({ title: DONATION_UNAVAILABLE_TITLE, body: alert.message });
  }
}
