// POST /operator/commands: how the operator CLI reaches a running stack. The embedded database can
// be opened by one process only, so while npm start holds it the CLI sends its command line here
// and the server runs it on its own connection. Only this machine may call it, with the token the
// stack wrote to a file only the operator's account can read.
import { timingSafeEqual } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import { sendError } from '../plugins/errors';

export interface OperatorCommandResult {
  exitCode: number;
  output: string;
}

export interface OperatorChannel {
  token: string;
  /** cwd: where the operator ran the CLI, for the file names in the command line. */
  run(argv: string[], cwd: string | undefined): Promise<OperatorCommandResult>;
}

export const OPERATOR_COMMANDS_PATH = '/operator/commands';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const sent = Buffer.from(header.replace(/^Bearer\s+/i, ''));
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

/** The CLI's command line and where it ran (for the file names in it). */
export const OperatorCommand = Type.Object(
  {
    argv: Type.Array(Type.String({ maxLength: 4096 }), { maxItems: 64 }),
    cwd: Type.Optional(Type.String({ minLength: 1, maxLength: 4096 })),
  },
  { additionalProperties: false },
);

export type OperatorCommandBody = Static<typeof OperatorCommand>;

export function registerOperatorChannel(app: FastifyInstance, channel: OperatorChannel): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(OPERATOR_COMMANDS_PATH, { schema: { body: OperatorCommand } }, async (request, reply) => {
      if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
        return sendError(reply, 403, 'Operator commands are accepted from this machine only');
      }
      if (!hasToken(request, channel.token)) {
        return sendError(reply, 401, 'Missing or wrong operator token');
      }
      return reply.send(await channel.run(request.body.argv, request.body.cwd));
    });
}
