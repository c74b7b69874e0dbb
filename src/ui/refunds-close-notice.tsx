import { Text } from '@mantine/core';
import type { EventRegistration } from '../../core/contracts/customer-contract';
import { refundsCloseNotice } from '../../core/domain/refund-close';
import { balanceCents } from '../../core/domain/registration';

export interface RefundsCloseNoticeProps {
  registration: EventRegistration;
  /** The wallet call's close time, which is newer than the registration's when it was sent. */
  refundsCloseAt?: string | null;
}

// DESIGN §8 Refund tracker: a card or wallet that could still lodge a refund says when that ends.
export function RefundsCloseNotice({ registration, refundsCloseAt }: RefundsCloseNoticeProps) {
  const notice = refundsCloseNotice(
    {
      eventState: registration.event.state,
      refundStatus: registration.refundStatus,
      balanceCents: balanceCents(registration),
      refundsCloseAt:
        refundsCloseAt === undefined ? (registration.event.refundsCloseAt ?? null) : refundsCloseAt,
    },
    new Date(),
  );
  if (!notice) return null;
  return (
    <Text size="sm" fw={600} c="orange.9" data-testid="refunds-close-notice">
      {notice}
    </Text>
  );
}
