// account list | find | create | disable | enable | sign-out | require-reset | delete: the
// built-in identity's accounts, which no HTTP call can manage.
import {
  type AccountSummary,
  createTemporaryAccount,
  deleteAccount,
  listAccounts,
  newTemporaryPassword,
  requirePasswordReset,
  setAccountEnabled,
  signOutEverywhere,
} from '../../server/identity/operator-accounts';
import type { AdminCommand } from './command';
import { formatTable } from './format';
import { optionalOption } from './values';

const describeAccount = (account: AccountSummary) => [
  account.email,
  account.status,
  account.enabled ? 'enabled' : 'disabled',
  [account.givenName, account.familyName].filter(Boolean).join(' ') || '-',
  String(account.liveSessions),
  account.createdAt.toISOString().slice(0, 10),
];

const HEADER = ['E-mail', 'Status', 'Access', 'Name', 'Sessions', 'Created'];

const accountList: AdminCommand = {
  words: ['account', 'list'],
  positionals: ['search?'],
  synopsis: '[search]',
  summary:
    'List accounts (newest first, at most 100), or those whose e-mail or name contains the search.',
  options: {},
  async run(ctx, parsed) {
    const accounts = await listAccounts(ctx.db, parsed.args.search ?? '');
    if (accounts.length === 0) {
      ctx.out('No accounts.');
      return;
    }
    for (const line of formatTable(HEADER, accounts.map(describeAccount))) ctx.out(line);
  },
};

const accountFind: AdminCommand = {
  words: ['account', 'find'],
  positionals: ['email'],
  synopsis: '<e-mail>',
  summary: 'Show one account: status, access, name, live sessions and its subject (sub).',
  options: {},
  async run(ctx, parsed) {
    const email = (parsed.args.email ?? '').trim().toLowerCase();
    const account = (await listAccounts(ctx.db, email)).find((found) => found.email === email);
    if (!account) {
      ctx.out(`No account has the e-mail ${email}.`);
      return;
    }
    for (const line of formatTable(
      ['Sub', ...HEADER],
      [[account.sub, ...describeAccount(account)]],
    )) {
      ctx.out(line);
    }
  },
};

const accountCreate: AdminCommand = {
  words: ['account', 'create'],
  positionals: ['email'],
  synopsis: '<e-mail> [--temporary-password <password>] [--first-name <name>] [--last-name <name>]',
  summary:
    'Create an account with a temporary password (valid 7 days; one is made up when not given). On first sign-in the customer chooses their own on the Confirm Account screen.',
  options: {
    'temporary-password': { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
  async run(ctx, parsed) {
    const temporaryPassword =
      optionalOption(parsed, 'temporary-password') ?? newTemporaryPassword();
    const account = await createTemporaryAccount(ctx.db, {
      email: parsed.args.email ?? '',
      temporaryPassword,
      givenName: optionalOption(parsed, 'first-name'),
      familyName: optionalOption(parsed, 'last-name'),
    });
    ctx.out(`Created account ${account.email} (sub ${account.sub}).`);
    ctx.out(`  Temporary password: ${temporaryPassword}`);
    ctx.out('  Give it to the customer yourself; it works for 7 days.');
  },
};

function sessionsEnded(count: number): string {
  return `${count} live session${count === 1 ? '' : 's'} ended`;
}

const accountDisable: AdminCommand = {
  words: ['account', 'disable'],
  positionals: ['email'],
  synopsis: '<e-mail>',
  summary: 'Bar an account from signing in; it is signed out everywhere at once.',
  options: {},
  async run(ctx, parsed) {
    const ended = await setAccountEnabled(ctx.db, parsed.args.email ?? '', false);
    ctx.out(`Disabled ${parsed.args.email}; ${sessionsEnded(ended)}.`);
  },
};

const accountEnable: AdminCommand = {
  words: ['account', 'enable'],
  positionals: ['email'],
  synopsis: '<e-mail>',
  summary: 'Let a disabled account sign in again.',
  options: {},
  async run(ctx, parsed) {
    await setAccountEnabled(ctx.db, parsed.args.email ?? '', true);
    ctx.out(`Enabled ${parsed.args.email}.`);
  },
};

const accountSignOut: AdminCommand = {
  words: ['account', 'sign-out'],
  positionals: ['email'],
  synopsis: '<e-mail>',
  summary:
    'Sign an account out everywhere: its refresh tokens end at once, its access tokens within a minute.',
  options: {},
  async run(ctx, parsed) {
    const ended = await signOutEverywhere(ctx.db, parsed.args.email ?? '');
    ctx.out(`Signed ${parsed.args.email} out everywhere; ${sessionsEnded(ended)}.`);
  },
};

const accountRequireReset: AdminCommand = {
  words: ['account', 'require-reset'],
  positionals: ['email'],
  synopsis: '<e-mail>',
  summary:
    'Make an account choose a new password by e-mailed code before it signs in again; it is signed out everywhere.',
  options: {},
  async run(ctx, parsed) {
    const ended = await requirePasswordReset(ctx.db, parsed.args.email ?? '');
    ctx.out(`${parsed.args.email} must reset their password; ${sessionsEnded(ended)}.`);
  },
};

const accountDelete: AdminCommand = {
  words: ['account', 'delete'],
  positionals: ['email'],
  synopsis: '<e-mail>',
  summary:
    'Delete an account and its sessions (the customer record, wallets and history stay in the ledger).',
  options: {},
  async run(ctx, parsed) {
    await deleteAccount(ctx.db, parsed.args.email ?? '');
    ctx.out(`Deleted the account ${parsed.args.email}.`);
  },
};

export const ACCOUNT_COMMANDS: readonly AdminCommand[] = [
  accountList,
  accountFind,
  accountCreate,
  accountDisable,
  accountEnable,
  accountSignOut,
  accountRequireReset,
  accountDelete,
];
