import { Group } from '@mantine/core';
import { AnchorLink, ButtonLink } from '../../ui/router-links';
import type { WalletButtons } from './chart/wallet-types';

// spec §4 Wallet page: what the customer can do next, by the wallet machine's buttons.
export function WalletActions({
  buttons,
  registration,
}: {
  buttons: WalletButtons;
  /** The wallet's id, carried in the address of the page each action opens. */
  registration: string;
}) {
  const { topUp, lodgeRefund, amendBankAccount } = buttons;
  const search = { registration };
  if (!topUp && !lodgeRefund && !amendBankAccount) return null;
  return (
    <Group gap="sm" grow preventGrowOverflow={false}>
      {topUp && (
        <ButtonLink to="/event/wallet/payment" search={search} size="md">
          {topUp}
        </ButtonLink>
      )}
      {lodgeRefund && (
        <ButtonLink to="/event/wallet/refund" search={search} size="md">
          Lodge Wallet Refund
        </ButtonLink>
      )}
      {amendBankAccount && (
        <AnchorLink to="/event/wallet/refund/edit" search={search} fw={600} ta="center">
          Amend bank account
        </AnchorLink>
      )}
    </Group>
  );
}
