import { Alert, Button, Card, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { TransactionDetail } from '../../../core/contracts/transaction-detail-contract';
import { formatMoney, toCents } from '../../../core/domain/money';
import { receiptTitle, ROW_DETAIL_TEXT as TEXT } from '../../../core/domain/row-detail';
import { formatDateTime, purchaseStateLabel } from '../../../core/domain/transactions';
import { useFlowActor } from '../../app/use-flow-actor';
import type { FlowActor } from '../../chart-shared/flow-charts';
import { ActorChartState } from '../../ui/chart-state';
import { LoadingStatus } from '../../ui/loading-status';
import { PageHeader } from '../../ui/page-header';
import { PendingScreen } from '../../ui/pending-screen';
import { hasReceiptSection } from './chart/transaction-detail-machine';
import classes from './transaction-detail.module.css';
import { Figures, TransactionSections } from './transaction-sections';

type DetailActor = FlowActor<'transaction'>;

const money = (dollars: number) => formatMoney(toCents(dollars));

// DESIGN §8 History: a wallet row's detail (/event/wallet/transaction), and for a top-up or a
// refund its receipt, printed from the same page.
export function TransactionDetailScreen() {
  const actor = useFlowActor('transaction');
  if (!actor) return <PendingScreen />;
  return (
    <>
      <ActorChartState chart="transaction-detail" actor={actor} />
      <TransactionDetailView actor={actor} />
    </>
  );
}

function TransactionDetailView({ actor }: { actor: DetailActor }) {
  const snapshot = useSelector(actor, (each) => each);
  const { detail, error } = snapshot.context;
  if (snapshot.matches({ ready: 'receipt' }) && detail) {
    return <ReceiptView detail={detail} actor={actor} />;
  }
  const title = detail?.transaction.description ?? TEXT.eyebrow;
  return (
    <Stack gap="md" py="md">
      <PageHeader
        eyebrow={TEXT.eyebrow}
        title={title}
        subtitle={detail?.eventName}
        back="/event/wallet"
      />
      {snapshot.matches('loading') || snapshot.matches('opening') ? (
        <Center py="lg">
          <LoadingStatus label={TEXT.loading} />
        </Center>
      ) : snapshot.matches('failed') ? (
        <Alert color="red" variant="light" role="alert" title={TEXT.failed}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{error}</Text>
            <Button onClick={() => actor.send({ type: 'transaction.retry' })}>{TEXT.retry}</Button>
          </Stack>
        </Alert>
      ) : snapshot.matches('notFound') || !detail ? (
        <Alert color="yellow" variant="light" role="alert">
          {TEXT.notFound}
        </Alert>
      ) : (
        <DetailView detail={detail} actor={actor} />
      )}
    </Stack>
  );
}

function DetailView({ detail, actor }: { detail: TransactionDetail; actor: DetailActor }) {
  const row = detail.transaction;
  return (
    <>
      <Card withBorder radius="md" padding="lg">
        <Figures
          rows={[
            [TEXT.total, money(row.purchaseTotal)],
            [TEXT.status, purchaseStateLabel(row.purchaseState)],
            [TEXT.date, formatDateTime(row.purchaseDate)],
          ]}
        />
      </Card>
      <TransactionSections detail={detail} />
      {hasReceiptSection(detail) && (
        <Group>
          <Button onClick={() => actor.send({ type: 'transaction.print' })}>
            {TEXT.printReceipt}
          </Button>
        </Group>
      )}
    </>
  );
}

// The receipt: who, where, when and the figures, under the page's buttons, which do not print
// (nor does the app's header).
function ReceiptView({ detail, actor }: { detail: TransactionDetail; actor: DetailActor }) {
  const row = detail.transaction;
  return (
    <Stack gap="md" py="md">
      <Group className={classes.screenOnly} justify="flex-end">
        <Button variant="default" onClick={() => actor.send({ type: 'transaction.receipt.close' })}>
          {TEXT.closeReceipt}
        </Button>
        <Button onClick={() => actor.send({ type: 'transaction.print' })}>
          {TEXT.printReceipt}
        </Button>
      </Group>
      <Card withBorder radius="md" padding="lg" component="article" className={classes.receipt}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {receiptTitle(detail.topUp ? 'topUp' : 'refund')}
          </Title>
          <Figures
            rows={[
              [TEXT.receiptFor, detail.customerName],
              [TEXT.event, detail.eventName],
              [TEXT.date, formatDateTime(row.purchaseDate)],
              [TEXT.status, purchaseStateLabel(row.purchaseState)],
            ]}
          />
          <TransactionSections detail={detail} />
        </Stack>
      </Card>
    </Stack>
  );
}
