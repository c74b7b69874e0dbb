// A body nested thousands of levels deep makes whatever walks it recursively (the parser's
// prototype check, the control-character guard, the validator) overflow the stack: a 500 for a
// few kilobytes of brackets. No call takes more than a few levels, so the raw text is measured
// first, in one flat pass, and anything deeper is refused before it is parsed.
import type { FastifyBodyParser, FastifyInstance } from 'fastify';
import { HttpError } from '../http-error';

/** Far above every contract's depth (json-depth.test.ts checks them all), far below danger. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** Whether JSON text opens more than maxDepth arrays or objects inside each other. */
export function jsonDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      // An escape's next character is never the string's end, whatever it is.
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return false;
}

/** Fastify's own JSON parser (prototype poisoning refused) behind the depth check. */
export function depthLimitedJsonParser(app: FastifyInstance): FastifyBodyParser<string> {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    if (jsonDepthExceeds(body, MAX_JSON_DEPTH)) {
      done(
        new HttpError(400, `Body must not be nested more than ${MAX_JSON_DEPTH} levels deep`),
        undefined,
      );
      return;
    }
    parse(request, body, done);
  };
}

/** Replaces the application/json parser of app and every scope registered after this. */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, depthLimitedJsonParser(app));
}
