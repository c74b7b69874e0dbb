// The Cognito protocol's JSON bodies are flat: a few levels at most. Nesting is measured on the
// text before it is parsed, so a body nested thousands deep is refused without building it.
import { jsonDepthExceeds } from '../plugins/json-depth';
import { CognitoError, invalidParameter } from './cognito-error';

export const MAX_JSON_DEPTH = 4;

export function parseCognitoJson(text: string): Record<string, unknown> {
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    throw invalidParameter('The request body is nested too deeply');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CognitoError('SerializationException', 'The request body is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new CognitoError('SerializationException', 'The request body must be a JSON object');
  }
  return parsed as Record<string, unknown>;
}

/** A form body, refusing a field given twice (which value would count is a guess). */
export function parseForm(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) throw new Error(`${name} is given more than once`);
    fields[name] = value;
  }
  return fields;
}
