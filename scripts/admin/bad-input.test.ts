// Every way an operator can get a command wrong: a clear message, a non-zero exit, no change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveEventState } from '../../server/operator/event-state';
import { createEvent } from '../../server/operator/events';
import { createRefund } from '../../server/refunds/refund-requests';
import {
  type AdminHarness,
  addCustomer,
  balanceOfTag,
  claimTagAs,
  claimTicketAs,
  startAdminHarness,
} from './admin-test-support';
import { EXIT, runAdmin } from './run-admin';

const TAG = '04CC00000000C3';
const HEADER = 'number,first name,last name,e-mail,valid,online top-up allowed';

describe('operator CLI refusals', () => {
  let h: AdminHarness;
  const ids: Record<'draft' | 'published' | 'started' | 'finished', string> = {
    draft: '',
    published: '',
    started: '',
    finished: '',
  };

  const ledgerCount = async () =>
    (await h.db.query<{ n: number }>('select count(*)::int as n from wallet_transactions'))[0]?.n;

  beforeAll(async () => {
    h = await startAdminHarness();
    const make = async (name: string, steps: ('PUBLISHED' | 'STARTED' | 'FINISHED')[]) => {
      const event = await createEvent(h.db, {
        name,
        currency: 'NZD',
        activationFeeOnlineCents: 400,
        creditCardFeeBp: 500,
        refundFeeOnlineCents: 250,
        contractCode: name.slice(0, 3).toUpperCase(),
      });
      for (const step of steps) await moveEventState(h.db, event.id, step);
      return event.id;
    };
    ids.draft = await make('Draft Days', []);
    ids.published = await make('Published Party', ['PUBLISHED']);
    ids.started = await make('Started Sounds', ['PUBLISHED']);
    await h.admin(
      'tickets',
      'import',
      ids.started,
      await h.file(
        't.csv',
        `${HEADER}\nS-1,Sam,Rivers,sam@example.com,yes,yes\nS-2,Kim,Lee,kim@example.com,no,yes\nS-3,Ana,Ruiz,ana@example.com,yes,yes\n`,
      ),
    );
    await h.admin('tag', 'issue', ids.started, '--uid', TAG, '--serial', '303', '--ticket', 'S-3');
    await moveEventState(h.db, ids.started, 'STARTED');
    await h.admin('tap', 'topup', ids.started, '--uid', TAG, '--amount', '30', '--method', 'cash');
    ids.finished = await make('Finished Fest', ['PUBLISHED']);
    await h.admin('tag', 'issue', ids.finished, '--uid', '04DD00000000D4', '--serial', '404');
    await moveEventState(h.db, ids.finished, 'STARTED');
    await h.admin(
      'tap',
      'topup',
      ids.finished,
      '--uid',
      '04DD00000000D4',
      '--amount',
      '30',
      '--method',
      'cash',
    );
    await moveEventState(h.db, ids.finished, 'FINISHED');
  });
  afterAll(() => h.dispose());

  describe('command line', () => {
    it('prints the command list for --help and for no command at all', async () => {
      for (const argv of [['--help'], []]) {
        const { code, output } = await h.admin(...argv);
        expect(code).toBe(EXIT.ok);
        expect(output).toContain('npm run admin -- refund batch close <eventId>');
      }
    });

    it('prints one command usage for <command> --help without running it', async () => {
      const { code, output } = await h.admin('event', 'state', '--help');
      expect(code).toBe(EXIT.ok);
      expect(output).toContain('Usage: npm run admin -- event state <eventId> <STATE>');
    });

    it.each([
      [['launch'], 'Unknown command "launch"'],
      [['event', 'delete', 'x'], 'Unknown event command "event delete x"'],
      [['event', 'list', '--verbose'], "Unknown option '--verbose'"],
      [['event', 'state', 'only-one-arg'], 'Expected 2 argument(s) (<eventId> <state>), got 1'],
      [['event', 'create', '--name', 'X'], '--contract-code is required'],
      [['event', 'create', '--contract-code', 'X'], '--name is required'],
      [['refund', 'pay'], 'Give either a refund reference or --batch <batchId>'],
      [['refund', 'pay', 'RF-1', '--batch', 'B'], 'Give either a refund reference or --batch'],
      [['tickets', 'import', 'x', 'no-such-file.csv'], 'Cannot read'],
    ])('%j is a usage error: %s', async (argv, message) => {
      const { code, output } = await h.admin(...argv);
      expect(code).toBe(EXIT.usage);
      expect(output).toContain(message);
    });
  });

  describe('values the shell or the option reader split', () => {
    it('says a negative amount must be positive, not that the option is ambiguous', async () => {
      const before = await ledgerCount();
      const { code, output } = await h.admin(
        'tap',
        'purchase',
        ids.started,
        '--uid',
        TAG,
        '--amount',
        '-5',
      );
      expect(code).toBe(EXIT.usage);
      expect(output).toContain('Error: --amount must be a positive number, got "-5"');
      expect(output).not.toContain('ambiguous');
      expect(output).toContain('Usage: npm run admin -- tap purchase <eventId>');
      expect(await ledgerCount()).toBe(before);
    });

    it('shows how to quote a uid typed with spaces instead of counting the words', async () => {
      const before = await ledgerCount();
      const { code, output } = await h.admin(
        'tap',
        'purchase',
        ids.started,
        '--uid',
        '04',
        'CC',
        '00',
        '00',
        '00',
        'C3',
        '--amount',
        '5',
      );
      expect(code).toBe(EXIT.usage);
      expect(output).toContain('got 6');
      expect(output).toContain('A value with spaces must be quoted: --uid "04 CC 00 00 00 C3"');
      expect(await ledgerCount()).toBe(before);
    });

    it('asks for quotes around a spaced positional argument', async () => {
      const { code, output } = await h.admin('refund', 'list', 'Harbour', 'Lights');
      expect(code).toBe(EXIT.usage);
      expect(output).toContain('A value with spaces must be quoted');
    });
  });

  describe('event create', () => {
    const base = ['event', 'create', '--name', 'Bad Event', '--contract-code', 'BAD'];
    it.each([
      [['--activation-fee', '4.005'], '--activation-fee must be an amount such as 12.50'],
      [['--activation-fee', 'four'], '--activation-fee must be an amount such as 12.50'],
      [['--refund-fee', '1,000'], '--refund-fee must be an amount such as 12.50'],
      [['--card-fee', '101'], '--card-fee must be at most 100'],
      [['--card-fee', '-5'], '--card-fee must be a positive number, got "-5"'],
      [['--name', '   '], '--name is required'],
    ])('refuses %j', async (extra, message) => {
      const { code, output } = await h.admin(...base, ...extra);
      expect(code).toBe(EXIT.usage);
      expect(output).toContain(message);
    });

    it.each([
      [['--currency', 'NZ'], 'currency must be a three-letter code such as NZD, got "NZ"'],
      [
        ['--background-large', 'javascript:alert(1)'],
        'background-large must be an http(s) address',
      ],
    ])('refuses %j', async (extra, message) => {
      const { code, output } = await h.admin(...base, ...extra);
      expect(code).toBe(EXIT.refused);
      expect(output).toContain(message);
    });

    it('wrote none of the refused events', async () => {
      const rows = await h.db.query("select 1 from events where name = 'Bad Event'");
      expect(rows).toEqual([]);
    });
  });

  describe('event state', () => {
    it.each([
      ['draft', 'STARTED', 'is DRAFT; it cannot move to STARTED: it can only move to PUBLISHED'],
      ['draft', 'DRAFT', 'it can only move to PUBLISHED'],
      ['published', 'DRAFT', 'is PUBLISHED; it cannot move to DRAFT'],
      ['started', 'CLOSED', 'it can only move to FINISHED'],
    ] as const)('refuses %s → %s', async (event, state, message) => {
      const { code, output } = await h.admin('event', 'state', ids[event], state);
      expect(code).toBe(EXIT.refused);
      expect(output).toContain(message);
    });

    it('refuses an unknown state, a malformed id and an unknown event', async () => {
      let run = await h.admin('event', 'state', ids.draft, 'LIVE');
      expect(run.code).toBe(EXIT.usage);
      expect(run.output).toContain('State must be one of DRAFT, PUBLISHED');
      run = await h.admin('event', 'state', 'not-an-id', 'PUBLISHED');
      expect(run.code).toBe(EXIT.refused);
      expect(run.output).toContain('"not-an-id" is not an event id');
      run = await h.admin('event', 'state', '00000000-0000-4000-8000-000000000000', 'PUBLISHED');
      expect(run.code).toBe(EXIT.refused);
      expect(run.output).toContain('No event with id 00000000-0000-4000-8000-000000000000');
    });

    it('refuses to archive while refunds are still to be paid', async () => {
      const finished = await createEvent(h.db, {
        name: 'Unpaid Refunds',
        currency: 'NZD',
        activationFeeOnlineCents: 0,
        creditCardFeeBp: 0,
        refundFeeOnlineCents: 250,
        contractCode: 'UNP',
      });
      await moveEventState(h.db, finished.id, 'PUBLISHED');
      await h.admin('tag', 'issue', finished.id, '--uid', '04EE00000000E5', '--serial', '505');
      await moveEventState(h.db, finished.id, 'STARTED');
      await h.admin(
        'tap',
        'topup',
        finished.id,
        '--uid',
        '04EE00000000E5',
        '--amount',
        '10',
        '--method',
        'cash',
      );
      await moveEventState(h.db, finished.id, 'FINISHED');
      const customer = await addCustomer(h.db, 'sub-unpaid', 'unpaid@example.com');
      await claimTagAs(h.db, '04EE00000000E5', customer);
      const [wallet] = await h.db.query<{ id: string }>(
        'select w.id from wallets w join tags g on g.id = w.tag_id where g.uid = $1',
        ['04EE00000000E5'],
      );
      await createRefund(h.db, 'sub-unpaid', {
        firstName: 'Sam',
        lastName: 'Rivers',
        phone: '+64211234567',
        email: 'unpaid@example.com',
        accountNumber: '01-0902-0068389-00',
        refundTotal: 7.5,
        refundFee: 2.5,
        walletId: wallet?.id ?? '',
        eventId: finished.id,
        refundCurrency: 'NZD',
      });
      let run = await h.admin('event', 'state', finished.id, 'CLOSED');
      expect(run.code).toBe(EXIT.ok);
      expect(run.output).toContain('1 refund(s) to pay');
      run = await h.admin('event', 'state', finished.id, 'ARCHIVED');
      expect(run.code).toBe(EXIT.refused);
      expect(run.output).toContain('still has 1 refund(s) PROCESSING; pay or void them');
    });
  });

  describe('tickets import', () => {
    it('reports each bad row with its line and reason and imports the rest', async () => {
      const file = await h.file(
        'bad.csv',
        [
          HEADER,
          'P-1,Ana,Ruiz,ana@example.com,yes,yes',
          ',Ana,Ruiz,ana@example.com,yes,yes',
          'P-2,Ana,Ruiz,not-an-email,yes,yes',
          'P-3,Ana,Ruiz,ana@example.com,maybe,yes',
          'P-4,Ana,Ruiz,ana@example.com,yes,sometimes',
          'P-5,Ana,Ruiz,ana@example.com,yes',
          'P-1,Ana,Ruiz,ana@example.com,yes,yes',
          '"P 6",Ana,,ana@example.com,yes,yes',
        ].join('\n'),
      );
      const { code, output } = await h.admin('tickets', 'import', ids.published, file);
      expect(code).toBe(EXIT.ok);
      expect(output).toContain('1 imported, 0 updated, 0 unchanged, 7 rejected');
      expect(output).toContain('Rejected line 3: number is empty');
      expect(output).toContain(
        'Rejected line 4 (P-2): e-mail "not-an-email" is not an e-mail address',
      );
      expect(output).toContain('Rejected line 5 (P-3): valid must be yes or no, found "maybe"');
      expect(output).toContain('Rejected line 6 (P-4): online top-up allowed must be yes or no');
      expect(output).toContain('Rejected line 7 (P-5): expected 6 fields, found 5');
      expect(output).toContain('Rejected line 8 (P-1): ticket number repeats line 2');
      expect(output).toContain(
        'Rejected line 9 (P 6): number must be up to 64 characters without spaces',
      );
    });

    it('exits non-zero when every row is rejected, after saying why each was', async () => {
      const file = await h.file(
        'all-bad.csv',
        [HEADER, ',Ana,Ruiz,ana@example.com,yes,yes', 'Q-2,Ana,Ruiz,nope,yes,yes'].join('\n'),
      );
      const { code, output } = await h.admin('tickets', 'import', ids.published, file);
      expect(code).toBe(EXIT.refused);
      expect(output).toContain('0 imported, 0 updated, 0 unchanged, 2 rejected');
      expect(output).toContain('Rejected line 2: number is empty');
      expect(output).toContain('Refused: No ticket was imported: all 2 row(s) were rejected');
    });

    it('refuses a file without the needed columns, an empty file and broken quoting', async () => {
      let run = await h.admin(
        'tickets',
        'import',
        ids.published,
        await h.file('cols.csv', 'number,first name,email\nX-1,Ana,ana@example.com\n'),
      );
      expect(run.code).toBe(EXIT.refused);
      expect(run.output).toContain(
        'The header lacks the column(s) last name, valid, online top-up allowed',
      );
      run = await h.admin('tickets', 'import', ids.published, await h.file('empty.csv', ''));
      expect(run.output).toContain('The file is empty; expected a header row');
      run = await h.admin(
        'tickets',
        'import',
        ids.published,
        await h.file('quote.csv', `${HEADER}\n"X-1,Ana,Ruiz,a@example.com,yes,yes\n`),
      );
      expect(run.output).toContain('Unterminated quoted field starting on line 2');
      const rows = await h.db.query("select 1 from tickets where ticket_number = 'X-1'");
      expect(rows).toEqual([]);
    });

    it('refuses tickets for an event that has finished', async () => {
      const run = await h.admin(
        'tickets',
        'import',
        ids.finished,
        await h.file('late.csv', `${HEADER}\nL-1,Ana,Ruiz,ana@example.com,yes,yes\n`),
      );
      expect(run.code).toBe(EXIT.refused);
      expect(run.output).toContain('Cannot import tickets: event "Finished Fest" is FINISHED');
    });
  });

  describe('tag issue', () => {
    it.each([
      [['--uid', '04CC', '--serial', '123'], 'uid must be 14 letters or digits, got "04CC"'],
      [['--uid', '04FF00000000F6', '--serial', '12'], 'serial must be 3 to 6 characters'],
      [['--uid', '04FF00000000F6', '--serial', '1234567'], 'serial must be 3 to 6 characters'],
      [['--uid', TAG, '--serial', '999'], `Tag ${TAG} is already issued for "Started Sounds"`],
      [
        ['--uid', '04FF00000000F6', '--serial', '606', '--ticket', 'S-404'],
        'No ticket S-404 at "Started Sounds"',
      ],
      [
        ['--uid', '04FF00000000F6', '--serial', '606', '--ticket', 'S-2'],
        'Ticket S-2 is not valid',
      ],
      [
        ['--uid', '04FF00000000F6', '--serial', '606', '--ticket', 'S-3'],
        'Ticket S-3 was already exchanged for a tag',
      ],
    ])('refuses %j', async (options, message) => {
      const { code, output } = await h.admin('tag', 'issue', ids.started, ...options);
      expect(code).toBe(EXIT.refused);
      expect(output).toContain(message);
      const rows = await h.db.query("select 1 from tags where uid = '04FF00000000F6'");
      expect(rows).toEqual([]);
    });

    it('refuses bands after the event', async () => {
      const { code, output } = await h.admin(
        'tag',
        'issue',
        ids.finished,
        '--uid',
        '04FF00000000F6',
        '--serial',
        '606',
      );
      expect(code).toBe(EXIT.refused);
      expect(output).toContain('Cannot issue a tag: event "Finished Fest" is FINISHED');
    });
  });

  describe('tap purchase and top-up', () => {
    it.each([
      [
        ['purchase', '--uid', TAG, '--ticket', 'S-1', '--amount', '1'],
        EXIT.usage,
        'Give exactly one of --uid or --ticket',
      ],
      [['purchase', '--amount', '1'], EXIT.usage, 'Give exactly one of --uid or --ticket'],
      [['purchase', '--uid', TAG], EXIT.usage, '--amount is required'],
      [['purchase', '--uid', TAG, '--amount', '0'], EXIT.refused, 'amount must be more than $0.00'],
      [
        ['purchase', '--uid', TAG, '--amount', '1.234'],
        EXIT.usage,
        '--amount must be an amount such as 12.50',
      ],
      [
        ['purchase', '--uid', TAG, '--amount', '30.01'],
        EXIT.refused,
        'Wallet balance cannot go below $0.00',
      ],
      [
        ['purchase', '--uid', '04FF00000000F6', '--amount', '1'],
        EXIT.refused,
        'No tag 04FF00000000F6 at this event',
      ],
      [
        ['purchase', '--ticket', 'S-404', '--amount', '1'],
        EXIT.refused,
        'No ticket S-404 at this event',
      ],
      [
        ['purchase', '--ticket', 'S-1', '--amount', '1'],
        EXIT.refused,
        'Ticket S-1 has no wallet yet',
      ],
      [
        ['purchase', '--uid', TAG, '--amount', '1', '--reference', 'has space'],
        EXIT.refused,
        'reference must be up to 100 characters without spaces',
      ],
      [
        ['topup', '--uid', TAG, '--amount', '970.00', '--method', 'cash'],
        EXIT.refused,
        'Wallet balance cannot exceed $999.99',
      ],
      [
        ['topup', '--uid', TAG, '--amount', '10', '--method', 'cheque'],
        EXIT.usage,
        '--method must be cash or card, got "cheque"',
      ],
      [['topup', '--uid', TAG, '--amount', '10'], EXIT.usage, '--method is required'],
    ])('refuses %j', async (args, exit, message) => {
      const before = await ledgerCount();
      const [kind, ...rest] = args;
      const { code, output } = await h.admin('tap', kind ?? '', ids.started, ...rest);
      expect(code).toBe(exit);
      expect(output).toContain(message);
      expect(await ledgerCount()).toBe(before);
      expect(await balanceOfTag(h.db, TAG)).toBe(3000);
    });

    it('refuses a reference reused for another amount or another wallet', async () => {
      await h.admin(
        'tap',
        'topup',
        ids.started,
        '--uid',
        TAG,
        '--amount',
        '1',
        '--method',
        'cash',
        '--reference',
        'R-1',
      );
      let run = await h.admin(
        'tap',
        'topup',
        ids.started,
        '--uid',
        TAG,
        '--amount',
        '2',
        '--method',
        'cash',
        '--reference',
        'R-1',
      );
      expect(run.code).toBe(EXIT.refused);
      expect(run.output).toContain('Reference R-1 was already used for another amount');
      const customer = await addCustomer(h.db, 'sub-ana', 'ana@example.com');
      await claimTicketAs(h.db, ids.started, 'S-1', customer);
      run = await h.admin(
        'tap',
        'topup',
        ids.started,
        '--ticket',
        'S-1',
        '--amount',
        '1',
        '--method',
        'cash',
        '--reference',
        'R-1',
      );
      expect(run.code).toBe(EXIT.refused);
      expect(run.output).toContain('Reference R-1 belongs to another wallet');
      expect(await balanceOfTag(h.db, TAG)).toBe(3100);
    });

    it('refuses readers before and after the event', async () => {
      for (const event of [ids.published, ids.finished]) {
        const { code, output } = await h.admin(
          'tap',
          'purchase',
          event,
          '--uid',
          TAG,
          '--amount',
          '1',
        );
        expect(code).toBe(EXIT.refused);
        expect(output).toMatch(
          /Cannot record a purchase: event ".*" is (PUBLISHED|FINISHED) \(allowed: STARTED\)/,
        );
      }
    });
  });

  describe('refunds', () => {
    it('refuses unknown references and batches', async () => {
      let run = await h.admin('refund', 'pay', 'RF-NOPE');
      expect(run.code).toBe(EXIT.refused);
      expect(run.output).toContain('Refund not found');
      run = await h.admin('refund', 'void', 'RF-NOPE');
      expect(run.output).toContain('Refund not found');
      run = await h.admin('refund', 'export', 'not-a-batch');
      expect(run.output).toContain('"not-a-batch" is not a refund batch id');
      run = await h.admin('refund', 'export', '00000000-0000-4000-8000-000000000000');
      expect(run.output).toContain('Refund batch not found');
      run = await h.admin('refund', 'pay', '--batch', '00000000-0000-4000-8000-000000000000');
      expect(run.output).toContain('No refund batch with id 00000000-0000-4000-8000-000000000000');
    });

    it('refuses to export a batch that is still OPEN', async () => {
      const [batch] = await h.db.query<{ id: string }>(
        `select id from refund_batches where event_id = $1 and state = 'OPEN'`,
        [ids.finished],
      );
      const run = await h.admin('refund', 'export', batch?.id ?? '');
      expect(run.code).toBe(EXIT.refused);
      expect(run.output).toContain('Close the refund batch before exporting it');
    });

    it('answers a batch close with nothing open without failing', async () => {
      const run = await h.admin('refund', 'batch', 'close', ids.draft);
      expect(run.code).toBe(EXIT.ok);
      expect(run.output).toContain('has no OPEN refund batch; nothing to close');
    });
  });

  it('lets unexpected errors through instead of calling them refusals', async () => {
    const broken = { ...h.db, query: () => Promise.reject(new TypeError('boom')) };
    const lines: string[] = [];
    await expect(
      runAdmin(['event', 'list'], { db: broken, out: (l) => lines.push(l) }),
    ).rejects.toThrow('boom');
  });
});
