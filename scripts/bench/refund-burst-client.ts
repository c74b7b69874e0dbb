// The customers' side of the refund rush, in a child process of its own so that it does not take
// the server's event loop and core (as load-process.ts does for the load runs). Started by
// refund-burst.ts with fork(); gets the lodgings over IPC and answers with what came back.
import { createAgent, postJson } from './http-client';

export interface Lodging {
  token: string;
  body: unknown;
}

export interface BurstRequest {
  url: string;
  lodgings: Lodging[];
  /** Customers lodging at the same moment, each sending the request twice at once. */
  concurrency: number;
}

export interface BurstAnswers {
  statuses: number[];
  latenciesMs: number[];
  seconds: number;
}

process.once('message', async ({ url, lodgings, concurrency }: BurstRequest) => {
  const agent = createAgent(concurrency * 2);
  const statuses: number[] = [];
  const latenciesMs: number[] = [];
  const send = async ({ token, body }: Lodging) => {
    const sent = performance.now();
    const answer = await postJson(agent, url, token, body);
    latenciesMs.push(performance.now() - sent);
    statuses.push(answer.status);
  };
  let next = 0;
  const customer = async () => {
    for (let lodging = lodgings[next++]; lodging; lodging = lodgings[next++]) {
      await Promise.all([send(lodging), send(lodging)]);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, customer));
  const answers: BurstAnswers = {
    statuses,
    latenciesMs,
    seconds: (performance.now() - started) / 1000,
  };
  agent.destroy();
  process.send?.(answers, () => process.disconnect());
});
