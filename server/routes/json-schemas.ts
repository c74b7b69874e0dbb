// Schema pieces shared by the money routes' bodies.

export const UUID_SCHEMA = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
} as const;

export const TEXT_SCHEMA = { type: 'string', maxLength: 200 } as const;

export const REQUIRED_TEXT_SCHEMA = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** Dollars; the handler checks the two decimal places. */
export const MONEY_SCHEMA = { type: 'number', minimum: -100000, maximum: 100000 } as const;

export const CURRENCY_SCHEMA = { type: 'string', pattern: '^[A-Za-z]{3}$' } as const;
