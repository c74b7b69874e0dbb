// What the top-up page says as it leaves (spec §4 Top-up page, §8 Wallet/registration): the
// reason it is the server's own refusal of a top up once the event has started.

import { EVENT_NOT_FOUND, TOP_UP_NOT_BEFORE_EVENT } from '../../../core/domain/messages';
import { type AlertText, failed } from '../../ui/alerts';
import type { TopUpAlert } from './chart/top-up-types';

export const TOP_UP_UNAVAILABLE_TITLE = 'Online Top Up Not Available';

export function topUpAlertText(alert: TopUpAlert): AlertText {
  switch (alert.kind) {
    case 'eventNotFound':
      return failed(EVENT_NOT_FOUND);
    case 'notBeforeEvent':
      return failed({ title: TOP_UP_UNAVAILABLE_TITLE, body: TOP_UP_NOT_BEFORE_EVENT });
  }
}
