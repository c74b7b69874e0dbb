// Reading the words after a command into its positional arguments and options. node:util's
// parseArgs does the reading; its messages speak of parsers ("argument is ambiguous") and a
// shell that split an unquoted value yields only a count, so the operator is told here what to
// type instead.
import { parseArgs } from 'node:util';
import { type AdminCommand, type ParsedArgs, UsageError } from './command';

type Token = NonNullable<ReturnType<typeof parseArgs>['tokens']>[number];

const NEGATIVE_NUMBER = /^-\.?\d/;

export function readCommandArguments(command: AdminCommand, rest: readonly string[]): ParsedArgs {
  refuseNegativeValues(command, rest);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...rest],
      options: command.options,
      allowPositionals: true,
      strict: true,
      tokens: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message, command);
  }
  const { values, positionals, tokens = [] } = parsed;
  const names = command.positionals.map((name) => name.replace(/\?$/, ''));
  const required = command.positionals.filter((name) => !name.endsWith('?')).length;
  if (positionals.length < required || positionals.length > names.length) {
    const expected = command.positionals.map((name) => `<${name}>`).join(' ') || 'none';
    const count = `Expected ${required === names.length ? required : `${required} to ${names.length}`} argument(s) (${expected}), got ${positionals.length}`;
    const hint = positionals.length > names.length ? ` ${quoteHint(tokens)}` : '';
    throw new UsageError(`${count}.${hint}`, command);
  }
  const args = Object.fromEntries(positionals.map((value, i) => [names[i], value]));
  return { args, options: values };
}

// parseArgs takes a value that starts with "-" for an option of its own and refuses it as
// ambiguous; a negative number is the usual reason, and no option of the CLI takes one.
function refuseNegativeValues(command: AdminCommand, rest: readonly string[]): void {
  rest.forEach((word, index) => {
    const value = rest[index + 1];
    if (!word.startsWith('--') || value === undefined || !NEGATIVE_NUMBER.test(value)) return;
    if (command.options[word.slice(2)]?.type !== 'string') return;
    throw new UsageError(`${word} must be a positive number, got "${value}"`, command);
  });
}

/**
 * What to do about words left over: when they follow an option's value, the shell split that
 * value at its spaces, so the hint shows the option with the whole value in quotes.
 */
function quoteHint(tokens: readonly Token[]): string {
  for (const [i, token] of tokens.entries()) {
    if (token.kind !== 'option' || token.value === undefined || token.inlineValue) continue;
    const stray: string[] = [];
    let next = token.index + 2;
    for (const following of tokens.slice(i + 1)) {
      if (following.kind !== 'positional' || following.index !== next) break;
      stray.push(following.value);
      next += 1;
    }
    if (stray.length > 0) {
      return `A value with spaces must be quoted: ${token.rawName} "${[token.value, ...stray].join(' ')}"`;
    }
  }
  return 'A value with spaces must be quoted, e.g. "Harbour Lights".';
}
