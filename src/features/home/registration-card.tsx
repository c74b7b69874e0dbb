import { Box, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { EventAsset, EventRegistration } from '../../../core/contracts/customer-contract';
import { cardBanner } from '../../../core/domain/card-banner';
import { blockedBandCardLine } from '../../../core/domain/lost-band';
import { formatMoney } from '../../../core/domain/money';
import { balanceCents, formatTagDisplayNumber } from '../../../core/domain/registration';
import { RefundsCloseNotice } from '../../ui/refunds-close-notice';
import { bannerColor } from './banner-color';
import { backgroundSet, cssUrl } from './card-background';
import classes from './registration-card.module.css';

export interface RegistrationCardProps {
  registration: EventRegistration;
  onSelect: (registration: EventRegistration) => void;
}

function backgroundStyle(assets: readonly EventAsset[]): CSSProperties | null {
  const set = backgroundSet(assets);
  if (!set) return null;
  return {
    '--card-background-small': cssUrl(set.small),
    '--card-background-medium': cssUrl(set.medium),
    '--card-background-large': cssUrl(set.large),
  } as CSSProperties;
}

/** The tag wins over the ticket: a ticket exchanged for a band is used by its tag from then on. */
function numberLine({ uid, ticketNumber }: EventRegistration): string | null {
  if (uid) return `Tag No: ${formatTagDisplayNumber(uid)}`;
  if (ticketNumber) return `Ticket No: ${ticketNumber}`;
  return null;
}

// spec §2 Home: one card per registration; the whole card selects it.
export function RegistrationCard({ registration, onSelect }: RegistrationCardProps) {
  const banner = cardBanner(registration, new Date());
  const number = numberLine(registration);
  const background = backgroundStyle(registration.eventAssetList);
  return (
    <UnstyledButton
      onClick={() => onSelect(registration)}
      w="100%"
      h="100%"
      data-testid="registration-card"
    >
      <Paper withBorder radius="md" shadow="xs" h="100%" style={{ overflow: 'hidden' }}>
        {/* Without an image of its own the card starts at its banner: a blank block would
            only push the next card off a phone's screen. */}
        {background && (
          <Box
            className={classes.background}
            style={background}
            h={{ base: 96, sm: 120 }}
            data-testid="card-background"
          />
        )}
        <Box bg={bannerColor(banner.kind)} px="md" py={6}>
          <Text c="white" fw={700} size="sm" data-testid="card-banner">
            {banner.text}
          </Text>
        </Box>
        <Stack gap={2} p="md">
          <Text fw={700} size="lg" lh={1.3}>
            {registration.event.name}
          </Text>
          <Text>Balance: {formatMoney(balanceCents(registration))}</Text>
          {number && (
            <Text size="sm" c="dimmed">
              {number}
            </Text>
          )}
          {registration.bandBlock && (
            <Text size="sm" fw={600} c="red.9" data-testid="card-band-blocked">
              {blockedBandCardLine(registration.bandBlock.movedToUid)}
            </Text>
          )}
          <RefundsCloseNotice registration={registration} />
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
