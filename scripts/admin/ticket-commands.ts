// tickets import
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '../../server/http-error';
import { importTickets } from '../../server/operator/ticket-import';
import { type AdminCommand, UsageError } from './command';

const ticketsImport: AdminCommand = {
  words: ['tickets', 'import'],
  positionals: ['eventId', 'file'],
  synopsis: '<eventId> <file.csv>',
  summary:
    'Import tickets from CSV (header: number, first name, last name, e-mail, valid, online top-up allowed; yes/no). Re-importing updates by number.',
  options: {},
  async run(ctx, parsed) {
    const file = path.resolve(ctx.cwd, parsed.args.file ?? '');
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      throw new UsageError(
        `Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`,
      );
    }
    const report = await importTickets(ctx.db, parsed.args.eventId ?? '', text);
    ctx.out(
      `Tickets from ${path.basename(file)}: ${report.imported.length} imported, ${report.updated.length} updated, ${report.unchanged.length} unchanged, ${report.rejected.length} rejected.`,
    );
    if (report.updated.length > 0) ctx.out(`  Updated: ${report.updated.join(', ')}`);
    for (const row of report.rejected) {
      ctx.out(`  Rejected line ${row.line}${row.number ? ` (${row.number})` : ''}: ${row.reason}`);
    }
    if (report.ignoredColumns.length > 0) {
      ctx.out(`  Ignored columns: ${report.ignoredColumns.join(', ')}`);
    }
    const accepted = report.imported.length + report.updated.length + report.unchanged.length;
    // A script that imports then goes on must not take a file of nothing but errors for done.
    if (accepted === 0 && report.rejected.length > 0) {
      throw new HttpError(
        422,
        `No ticket was imported: all ${report.rejected.length} row(s) were rejected`,
      );
    }
  },
};

export const TICKET_COMMANDS: readonly AdminCommand[] = [ticketsImport];
