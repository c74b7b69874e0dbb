// refund list | batch close | pay | void | export: the operator's side of refunds, through the
// refund operations of server/refunds.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatMoney } from '../../core/domain/money';
import { HttpError } from '../../server/http-error';
import { requireEvent } from '../../server/operator/events';
import { assertId } from '../../server/operator/ids';
import { listRefundBatches, processingRefundsOfBatch } from '../../server/operator/refund-list';
import {
  closeBatch,
  exportBankFile,
  markRefundPaid,
  markRefundVoid,
} from '../../server/refunds/refund-operations';
import { type AdminCommand, type AdminContext, UsageError } from './command';
import { formatTable } from './format';
import { optionalOption } from './values';

const refundList: AdminCommand = {
  words: ['refund', 'list'],
  positionals: ['eventId'],
  synopsis: '<eventId>',
  summary: "List an event's refund batches and their refunds (references for pay/void).",
  options: {},
  async run(ctx, parsed) {
    const batches = await listRefundBatches(ctx.db, parsed.args.eventId ?? '');
    if (batches.length === 0) {
      ctx.out('No refund batches yet: they open when the event moves to FINISHED.');
      return;
    }
    for (const batch of batches) {
      ctx.out(`Batch ${batch.id} ${batch.state}, ${batch.refunds.length} refund(s)`);
      if (batch.refunds.length === 0) continue;
      const rows = batch.refunds.map((refund) => [
        refund.reference,
        refund.state,
        formatMoney(refund.totalCents),
        formatMoney(refund.feeCents),
        refund.accountNumber,
        refund.name,
      ]);
      for (const line of formatTable(
        ['REFERENCE', 'STATE', 'TOTAL', 'FEE', 'ACCOUNT', 'NAME'],
        rows,
      )) {
        ctx.out(`  ${line}`);
      }
    }
  },
};

const refundBatchClose: AdminCommand = {
  words: ['refund', 'batch', 'close'],
  positionals: ['eventId'],
  synopsis: '<eventId>',
  summary:
    "Close the event's OPEN refund batch: no more bank account changes; totals are fixed at balance less fee.",
  options: {},
  async run(ctx, parsed) {
    const event = await requireEvent(ctx.db, parsed.args.eventId ?? '');
    const result = await closeBatch(ctx.db, event.id, { onWalletEvent: ctx.onWalletEvent });
    if (!result.batchId) {
      ctx.out(`Event "${event.name}" has no OPEN refund batch; nothing to close.`);
      return;
    }
    ctx.out(
      `Closed refund batch ${result.batchId} of "${event.name}": ${result.refunds.length} refund(s) to pay.`,
    );
    for (const refund of result.refunds) {
      ctx.out(`  ${refund.reference}  ${formatMoney(refund.totalCents)}`);
    }
    for (const reference of result.cancelled) {
      ctx.out(`  ${reference}  cancelled: the balance no longer covers the refund fee`);
    }
    ctx.out(`  Next: npm run admin -- refund export ${result.batchId} --out refunds.csv`);
  },
};

async function payOne(ctx: AdminContext, reference: string): Promise<void> {
  const { applied, refund } = await markRefundPaid(ctx.db, reference, {
    onWalletEvent: ctx.onWalletEvent,
  });
  ctx.out(
    applied
      ? `Paid refund ${reference}: ${formatMoney(refund.totalCents)} to ${refund.accountNumber}; wallet balance now $0.00.`
      : `Refund ${reference} was already paid; nothing changed.`,
  );
}

const refundPay: AdminCommand = {
  words: ['refund', 'pay'],
  positionals: ['reference?'],
  synopsis: '(<reference> | --batch <batchId>)',
  summary:
    'Mark a refund paid (or every refund still to pay in a closed batch): the wallet goes to $0.00.',
  options: { batch: { type: 'string' } },
  async run(ctx, parsed) {
    const batchId = optionalOption(parsed, 'batch');
    const reference = parsed.args.reference;
    if ((batchId === undefined) === (reference === undefined)) {
      throw new UsageError('Give either a refund reference or --batch <batchId>');
    }
    if (reference !== undefined) {
      await payOne(ctx, reference);
      return;
    }
    const references = await processingRefundsOfBatch(ctx.db, batchId ?? '');
    if (references.length === 0) {
      ctx.out(`Batch ${batchId} has no refunds waiting to be paid.`);
      return;
    }
    const failed: string[] = [];
    for (const ref of references) {
      try {
        await payOne(ctx, ref);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        ctx.out(`Not paid ${ref}: ${error.message}`);
        failed.push(ref);
      }
    }
    if (failed.length > 0) {
      throw new HttpError(409, `${failed.length} of ${references.length} refund(s) not paid`);
    }
  },
};

const refundVoid: AdminCommand = {
  words: ['refund', 'void'],
  positionals: ['reference'],
  synopsis: '<reference>',
  summary:
    'Cancel a refund that will not be paid; the balance stays and the customer can lodge again.',
  options: {},
  async run(ctx, parsed) {
    const reference = parsed.args.reference ?? '';
    const { applied, refund } = await markRefundVoid(ctx.db, reference, {
      onWalletEvent: ctx.onWalletEvent,
    });
    ctx.out(
      applied
        ? `Voided refund ${reference} (${formatMoney(refund.totalCents)}); the customer may lodge another.`
        : `Refund ${reference} was already void; nothing changed.`,
    );
  },
};

const refundExport: AdminCommand = {
  words: ['refund', 'export'],
  positionals: ['batchId'],
  synopsis: '<batchId> [--out file.csv]',
  summary: 'Write the bank payment file (CSV) of a closed batch, to a file or to the screen.',
  options: { out: { type: 'string' } },
  async run(ctx, parsed) {
    const batchId = parsed.args.batchId ?? '';
    assertId(batchId, 'a refund batch');
    const csv = await exportBankFile(ctx.db, batchId);
    const file = optionalOption(parsed, 'out');
    const count = csv.trimEnd().split('\r\n').length - 1;
    if (file === undefined) {
      for (const line of csv.trimEnd().split('\r\n')) ctx.out(line);
      return;
    }
    const target = path.resolve(ctx.cwd, file);
    await writeFile(target, csv);
    ctx.out(`Wrote ${count} refund(s) of batch ${batchId} to ${target}.`);
  },
};

export const REFUND_COMMANDS: readonly AdminCommand[] = [
  refundList,
  refundBatchClose,
  refundPay,
  refundVoid,
  refundExport,
];
