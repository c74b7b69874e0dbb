// What the refund pages say in their alerts (spec §4 Refund pages, §8 Refund).

import {
  BANK_ACCOUNT_UPDATED,
  EVENT_NOT_FOUND,
  REFUND_REQUESTED,
  REFUND_UPDATE_FAILED,
  refundRequestFailedDialog,
} from '../../../core/domain/messages';
import { type AlertText, failed, ok } from '../../ui/alerts';
import type { RefundAlert } from './chart/refund-types';

export const REFUNDS_UNAVAILABLE_TITLE = 'Refunds Not Available';

export const OPEN_REFUND_NOT_FOUND = {
  title: 'No Refund To Amend',
  body: 'There is no refund on this wallet whose bank account can still be changed.',
};

export function refundAlertText(alert: RefundAlert, supportEmail: string): AlertText {
  switch (alert.kind) {
    case 'eventNotFound':
      return failed(EVENT_NOT_FOUND);
    case 'refundsUnavailable':
      return failed({ title: REFUNDS_UNAVAILABLE_TITLE, body: alert.message });
    case 'openRefundNotFound':
      return failed(OPEN_REFUND_NOT_FOUND);
    case 'refundRequested':
      return ok(REFUND_REQUESTED);
    case 'refundRequestFailed':
      return failed(refundRequestFailedDialog(supportEmail));
    case 'refundRefused':
      return failed({ title: refundRequestFailedDialog(supportEmail).title, body: alert.message });
    case 'bankAccountUpdated':
      return ok(BANK_ACCOUNT_UPDATED);
    case 'refundUpdateFailed':
      return failed(REFUND_UPDATE_FAILED);
    case 'refundUpdateRefused':
      return failed({ title: REFUND_UPDATE_FAILED.title, body: alert.message });
  }
}
