// How a band claim is refused, by the tag status that stopped it: the card claim and the lost
// band's transfer to a new band answer alike.
import type { TagStatus } from '../../core/domain/tag-status';
import { claimRefusalBy } from '../routes/claim-refusal';

export type RefusedTagStatus = Exclude<TagStatus, 'AVAILABLE' | 'CLAIMED_BY_CALLER'>;

export const tagClaimRefusal = claimRefusalBy<RefusedTagStatus>({
  NOT_FOUND: [404, 'Tag not found'],
  FOUND_TOO_MANY: [409, 'Tag is not unique'],
  EVENT_ARCHIVED: [409, 'Refunds for this event have closed'],
  EVENT_NOT_STARTED: [409, 'The event of this tag has not started'],
  EVENT_NOT_FINISHED: [409, 'The event of this tag has not finished'],
  NOT_USED: [409, 'This tag has not been used'],
  CLAIMED: [409, 'Tag is already registered to another account'],
});
