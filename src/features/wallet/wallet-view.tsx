import { Alert, Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import {
  HISTORY_DOWNLOAD_FAILED,
  NO_TRANSACTIONS,
  OLDER_TRANSACTIONS_FAILED,
  TRANSACTIONS_OFFLINE,
} from '../../../core/domain/messages';
import { formatMoney, toCents } from '../../../core/domain/money';
import { balanceCents, formatTagDisplayNumber } from '../../../core/domain/registration';
import { shownTransactions } from '../../../core/domain/transactions';
import { walletStatusMessage } from '../../../core/domain/wallet-rules';
import { useAppContext } from '../../app/use-app-context';
import { LoadingStatus } from '../../ui/loading-status';
import { PageHeader } from '../../ui/page-header';
import { hasOlderRows, walletButtonsOf } from './chart/wallet-context';
import { DonationThanks } from './donation-thanks';
import { LostBandPanel, useBandBlock } from './lost-band-panel';
import { TransactionTable } from './transaction-table';
import { useHistoryDownload } from './use-history-download';
import type { WalletFlowActor } from './use-wallet-flow';
import { WalletActions } from './wallet-actions';
import { WalletRefundPanel } from './wallet-refund-panel';

// spec §2 Event wallet: balance, status message, actions, the transaction table and Refresh;
// DESIGN §8 History: Show more while older rows remain, and Download CSV of them all.
export function WalletView({ actor }: { actor: WalletFlowActor }) {
  const { auth, api } = useAppContext();
  const opened = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const shown = useSelector(actor, (snapshot) => snapshot.context.registration);
  const buttons = walletButtonsOf(
    useSelector(actor, (snapshot) => snapshot.context),
    new Date(),
  );
  const list = useSelector(actor, (snapshot) => snapshot.context.wallet?.transactionList);
  const notices = useSelector(actor, (snapshot) => snapshot.context.wallet?.paymentNotices);
  const donations = useSelector(actor, (snapshot) => snapshot.context.wallet?.donations);
  const loading = useSelector(actor, (snapshot) =>
    snapshot.matches({ open: { wallet: 'loading' } }),
  );
  const offline = useSelector(actor, (snapshot) =>
    snapshot.matches({ open: { wallet: 'offline' } }),
  );
  const paging = useSelector(actor, (snapshot) => snapshot.matches({ open: { wallet: 'paging' } }));
  const pagingError = useSelector(actor, (snapshot) => snapshot.context.pagingError);
  const more = useSelector(actor, (snapshot) => hasOlderRows(snapshot.context.wallet));
  const history = useHistoryDownload(api, shown);
  const bandBlocked = useBandBlock(actor) !== null;

  // One event, to the session: it fetches the customer list (the refund status and event state
  // come from there), then has the chart fetch the wallet and its refunds again.
  const refresh = () => auth.send({ type: 'auth.customer.refresh' });

  if (!opened || !shown) {
    return (
      <Center py="xl">
        <LoadingStatus label="Loading wallet" />
      </Center>
    );
  }
  const rows = shownTransactions(list ?? []);
  const status = walletStatusMessage(shown, new Date(), list, bandBlocked);
  const listed = !loading && !offline && rows.length > 0;
  return (
    <Stack gap="md" py="md">
      <PageHeader eyebrow="Event Wallet" title={shown.event.name} back="/home" />
      <Card withBorder radius="md" padding="lg">
        <Text size="sm" c="dimmed">
          Balance
        </Text>
        <Text fz={36} fw={700} lh={1.2} aria-label="Balance" data-testid="wallet-balance">
          {formatMoney(balanceCents(shown))}
        </Text>
        <Text size="sm" c="dimmed">
          {shown.uid
            ? `Tag ${formatTagDisplayNumber(shown.uid)}`
            : shown.ticketNumber && `Ticket ${shown.ticketNumber}`}
        </Text>
      </Card>
      {status && (
        <Alert variant="light" color="blue" data-testid="wallet-status">
          {status}
        </Alert>
      )}
      <WalletRefundPanel actor={actor} />
      {(notices ?? []).map((notice) => (
        <Alert key={notice.reference} variant="light" color="orange" data-testid="payment-notice">
          {notice.message} ({formatMoney(toCents(notice.amount))}, {notice.reference})
        </Alert>
      ))}
      <DonationThanks donations={donations} />
      <WalletActions buttons={buttons} registration={shown.walletId} />
      <LostBandPanel actor={actor} />
      <Stack gap="xs" component="section" aria-labelledby="transactions-title">
        <Group justify="space-between">
          <Title order={2} size="h3" id="transactions-title">
            Transactions
          </Title>
          <Group gap="xs">
            {listed && (
              <Button
                variant="default"
                size="xs"
                onClick={history.download}
                loading={history.downloading}
              >
                Download CSV
              </Button>
            )}
            <Button variant="default" size="xs" onClick={refresh} loading={loading}>
              Refresh
            </Button>
          </Group>
        </Group>
        {history.error && (
          <Alert color="red" variant="light" role="alert" data-testid="download-error">
            {HISTORY_DOWNLOAD_FAILED} ({history.error})
          </Alert>
        )}
        {loading ? (
          <Center py="lg">
            <LoadingStatus size="sm" label="Loading transactions" />
          </Center>
        ) : offline ? (
          <Alert color="yellow" variant="light" role="alert">
            {TRANSACTIONS_OFFLINE}
          </Alert>
        ) : rows.length === 0 ? (
          <Text c="dimmed">{NO_TRANSACTIONS}</Text>
        ) : (
          <TransactionTable transactions={rows} registration={shown.walletId} />
        )}
        {listed && pagingError && (
          <Alert color="red" variant="light" role="alert" data-testid="paging-error">
            {OLDER_TRANSACTIONS_FAILED} ({pagingError})
          </Alert>
        )}
        {listed && more && (
          <Button
            variant="default"
            onClick={() => actor.send({ type: 'wallet.more' })}
            loading={paging}
          >
            Show more
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
