// The body of every Cognito target the service answers, as closed schemas: a field Cognito does
// not define for the target, a wrong type or an overlong value is an InvalidParameterException
// before any handler runs. Lengths follow Cognito's API reference where it gives them.
import Type, { type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { invalidParameter } from './cognito-error';

const text = (maxLength: number, minLength = 1) => Type.String({ minLength, maxLength });

const stringMap = (maxProperties: number) =>
  Type.Unsafe<Record<string, string>>({
    type: 'object',
    maxProperties,
    propertyNames: { minLength: 1, maxLength: 128 },
    additionalProperties: { type: 'string', maxLength: 2048 },
  });

// amazon-cognito-identity-js refreshes with AuthParameters { REFRESH_TOKEN, DEVICE_KEY: null } when
// the device is not remembered, and Cognito takes the null as absent: so does this service.
const parameterMap = (maxProperties: number) =>
  Type.Unsafe<Record<string, string | null>>({
    type: 'object',
    maxProperties,
    propertyNames: { minLength: 1, maxLength: 128 },
    additionalProperties: { anyOf: [{ type: 'string', maxLength: 2048 }, { type: 'null' }] },
  });

const attributeList = Type.Array(
  Type.Object({ Name: text(32), Value: text(2048, 0) }, { additionalProperties: false }),
  { maxItems: 10 },
);

const ClientId = text(128);
const Username = text(128);
const Password = text(256);
const Code = text(64);

// Context a client may send with any call; read by nothing here, but not a reason to refuse.
const clientExtras = {
  ClientMetadata: Type.Optional(stringMap(20)),
  AnalyticsMetadata: Type.Optional(
    Type.Object(
      { AnalyticsEndpointId: Type.Optional(text(2048, 0)) },
      { additionalProperties: false },
    ),
  ),
  UserContextData: Type.Optional(
    Type.Object(
      { EncodedData: Type.Optional(text(4096, 0)), IpAddress: Type.Optional(text(64, 0)) },
      { additionalProperties: false },
    ),
  ),
  SecretHash: Type.Optional(text(128)),
};

const closed = <T extends Record<string, TSchema>>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

export const SignUpBody = closed({
  ClientId,
  Username,
  Password,
  UserAttributes: Type.Optional(attributeList),
  ValidationData: Type.Optional(attributeList),
  ...clientExtras,
});

export const ConfirmSignUpBody = closed({
  ClientId,
  Username,
  ConfirmationCode: Code,
  ForceAliasCreation: Type.Optional(Type.Boolean()),
  ...clientExtras,
});

export const UsernameBody = closed({ ClientId, Username, ...clientExtras });

export const ConfirmForgotPasswordBody = closed({
  ClientId,
  Username,
  ConfirmationCode: Code,
  Password,
  ...clientExtras,
});

export const InitiateAuthBody = closed({
  AuthFlow: text(64),
  ClientId,
  AuthParameters: parameterMap(10),
  ...clientExtras,
});

export const RespondToAuthChallengeBody = closed({
  ChallengeName: text(64),
  ClientId,
  Session: text(2048),
  ChallengeResponses: stringMap(10),
  ...clientExtras,
});

export const RevokeTokenBody = closed({
  Token: text(4096),
  ClientId,
  ClientSecret: Type.Optional(text(256)),
});

export const GlobalSignOutBody = closed({ AccessToken: text(4096) });

export interface BodyCheck<T> {
  parse(body: unknown): T;
}

/** A compiled check of one target's body; a failure names the first offending field. */
export function bodyCheck<S extends TSchema>(schema: S): BodyCheck<Static<S>> {
  const validator = Compile(schema);
  return {
    parse(body) {
      if (validator.Check(body)) return body as Static<S>;
      const [first] = validator.Errors(body);
      const field = first?.instancePath ? first.instancePath.slice(1).replace(/\//g, '.') : 'body';
      const reason =
        first?.keyword === 'boolean' || first?.keyword === 'additionalProperties'
          ? 'is not a parameter of this operation'
          : (first?.message ?? 'is invalid');
      throw invalidParameter(`1 validation error detected: ${field} ${reason}`);
    },
  };
}
