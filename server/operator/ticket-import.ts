// Tickets sold by the ticketing system, imported from its CSV export. Importing the same file
// again changes nothing; a changed row updates the ticket with the same number at that event.
import { isValidEmail, normaliseEmail } from '../../core/domain/form-rules';
import type { Database } from '../db/database';
import { tidyAfterBulkWrite } from '../db/upkeep';
import { HttpError } from '../http-error';
import { parseCsv } from './csv';
import { assertEventState, requireEvent } from './events';

export interface TicketRow {
  number: string;
  firstName: string;
  lastName: string;
  email: string;
  valid: boolean;
  onlineTopUpAllowed: boolean;
}

export interface RejectedRow {
  /** Line of the file the row starts on (the header is line 1). */
  line: number;
  number: string | null;
  reason: string;
}

export interface TicketImportReport {
  imported: string[];
  updated: string[];
  unchanged: string[];
  rejected: RejectedRow[];
  /** Header columns that are not ticket fields; their values are not read. */
  ignoredColumns: string[];
}

type Field = keyof TicketRow;

// Headers are matched ignoring case, spaces and punctuation, so "E-mail", "email" and
// "E Mail" all name the e-mail column.
const HEADERS: Record<Field, readonly string[]> = {
  number: ['number', 'ticketnumber'],
  firstName: ['firstname'],
  lastName: ['lastname'],
  email: ['email'],
  valid: ['valid'],
  onlineTopUpAllowed: ['onlinetopupallowed'],
};
const COLUMN_TITLES: Record<Field, string> = {
  number: 'number',
  firstName: 'first name',
  lastName: 'last name',
  email: 'e-mail',
  valid: 'valid',
  onlineTopUpAllowed: 'online top-up allowed',
};
const MAX_NUMBER_LENGTH = 64;
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** Tickets are sold until the event starts; afterwards the list is final. */
const IMPORTABLE_STATES = ['DRAFT', 'PUBLISHED', 'STARTED'] as const;

export async function importTickets(
  db: Database,
  eventId: string,
  csvText: string,
): Promise<TicketImportReport> {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(csvText);
  } catch (error) {
    throw new HttpError(400, `The file is not valid CSV: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  if (!header) throw new HttpError(400, 'The file is empty; expected a header row');
  const { columns, ignoredColumns } = readHeader(header.fields);

  const report: TicketImportReport = {
    imported: [],
    updated: [],
    unchanged: [],
    rejected: [],
    ignoredColumns,
  };
  const firstLineOf = new Map<string, number>();
  const accepted: TicketRow[] = [];
  for (const record of rows) {
    const parsed = readRow(record.fields, columns, header.fields.length);
    if (typeof parsed === 'string') {
      const number = record.fields[columns.number]?.trim() || null;
      report.rejected.push({ line: record.line, number, reason: parsed });
      continue;
    }
    const earlier = firstLineOf.get(parsed.number);
    if (earlier !== undefined) {
      report.rejected.push({
        line: record.line,
        number: parsed.number,
        reason: `ticket number repeats line ${earlier}`,
      });
      continue;
    }
    firstLineOf.set(parsed.number, record.line);
    accepted.push(parsed);
  }

  await db.transaction(async (tx) => {
    const event = await requireEvent(tx, eventId, { lock: true });
    assertEventState(event, IMPORTABLE_STATES, 'import tickets');
    const existing = new Map(
      (
        await tx.query<TicketRow>(
          `select ticket_number as number, holder_first_name as "firstName",
             holder_last_name as "lastName", holder_email as email, valid,
             online_topup_allowed as "onlineTopUpAllowed"
           from tickets where event_id = $1`,
          [eventId],
        )
      ).map((row) => [row.number, row]),
    );
    for (const row of accepted) {
      const before = existing.get(row.number);
      if (before && sameTicket(before, row)) {
        report.unchanged.push(row.number);
        continue;
      }
      await tx.query(
        `insert into tickets (event_id, ticket_number, holder_first_name, holder_last_name,
           holder_email, valid, online_topup_allowed)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (event_id, ticket_number) do update set
           holder_first_name = excluded.holder_first_name,
           holder_last_name = excluded.holder_last_name,
           holder_email = excluded.holder_email,
           valid = excluded.valid,
           online_topup_allowed = excluded.online_topup_allowed`,
        [
          eventId,
          row.number,
          row.firstName,
          row.lastName,
          row.email,
          row.valid,
          row.onlineTopUpAllowed,
        ],
      );
      (before ? report.updated : report.imported).push(row.number);
    }
  });
  // A ticket list arrives in thousands at once; searches plan on statistics that include it.
  if (report.imported.length + report.updated.length > 0) await tidyAfterBulkWrite(db, ['tickets']);
  return report;
}

function readHeader(titles: string[]): {
  columns: Record<Field, number>;
  ignoredColumns: string[];
} {
  const found: Partial<Record<Field, number>> = {};
  const ignoredColumns: string[] = [];
  titles.forEach((title, index) => {
    const key = title.toLowerCase().replace(/[^a-z0-9]/g, '');
    const field = (Object.keys(HEADERS) as Field[]).find((name) => HEADERS[name].includes(key));
    if (!field) {
      ignoredColumns.push(title);
      return;
    }
    if (found[field] !== undefined) {
      throw new HttpError(400, `The header names the ${COLUMN_TITLES[field]} column twice`);
    }
    found[field] = index;
  });
  const missing = (Object.keys(HEADERS) as Field[]).filter((field) => found[field] === undefined);
  if (missing.length > 0) {
    throw new HttpError(
      400,
      `The header lacks the column(s) ${missing.map((field) => COLUMN_TITLES[field]).join(', ')}; ` +
        `expected: ${Object.values(COLUMN_TITLES).join(', ')}`,
    );
  }
  return { columns: found as Record<Field, number>, ignoredColumns };
}

/** The row as a ticket, or why it cannot be one. */
function readRow(
  fields: string[],
  columns: Record<Field, number>,
  width: number,
): TicketRow | string {
  if (fields.length !== width) return `expected ${width} fields, found ${fields.length}`;
  const text = (field: Field) => (fields[columns[field]] ?? '').trim();
  const number = text('number');
  if (number === '') return 'number is empty';
  if (number.length > MAX_NUMBER_LENGTH || /\s/.test(number)) {
    return `number must be up to ${MAX_NUMBER_LENGTH} characters without spaces`;
  }
  const firstName = text('firstName');
  const lastName = text('lastName');
  if (firstName === '') return 'first name is empty';
  if (lastName === '') return 'last name is empty';
  const email = normaliseEmail(text('email'));
  if (!isValidEmail(email)) return `e-mail "${text('email')}" is not an e-mail address`;
  const valid = yesNo(text('valid'));
  if (valid === null) return `valid must be yes or no, found "${text('valid')}"`;
  const onlineTopUpAllowed = yesNo(text('onlineTopUpAllowed'));
  if (onlineTopUpAllowed === null) {
    return `online top-up allowed must be yes or no, found "${text('onlineTopUpAllowed')}"`;
  }
  return { number, firstName, lastName, email, valid, onlineTopUpAllowed };
}

function yesNo(value: string): boolean | null {
  const word = value.toLowerCase();
  if (YES.has(word)) return true;
  if (NO.has(word)) return false;
  return null;
}

function sameTicket(a: TicketRow, b: TicketRow): boolean {
  return (
    a.firstName === b.firstName &&
    a.lastName === b.lastName &&
    a.email === b.email &&
    a.valid === b.valid &&
    a.onlineTopUpAllowed === b.onlineTopUpAllowed
  );
}
