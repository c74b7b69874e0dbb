// The auth chart as the app runs it, signed out: every identity and API call made for real and
// left to the test to answer or fail, the app's effects recorded. Shared by the chart's own tests
// (auth-*.test.ts); not a chart, so never mutated.
import { type AnyEventObject, type AnyMachineSnapshot, createActor } from 'xstate';
import { createAuthMachine } from './auth-machine';
import { authActors } from './auth-services';

interface Call {
  name: string;
  input: unknown;
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** An identity refusal, as the identity library rejects with it. */
export const failure = (code: string, message: string) =>
  Object.assign(new Error(message), { code });

/** The signed-out auth chart, its effects recorded and its calls left to the test. */
export async function signedOutApp() {
  const calls: Call[] = [];
  const log: { name: string; input: unknown }[] = [];
  const effects: [string, unknown][] = [];
  const call = (name: string) => (input?: unknown) =>
    new Promise((resolve, reject) => {
      log.push({ name, input });
      calls.push({ name, input, resolve, reject });
    });
  const services = new Proxy({}, { get: (_, name) => call(String(name)) }) as never;
  const record = (name: string) => (_: unknown, params?: unknown) => effects.push([name, params]);
  const machine = createAuthMachine().provide({
    actors: authActors(services, services, services),
    actions: {
      navigate: record('navigate'),
      notify: record('notify'),
      logError: record('logError'),
      forgetCustomer: record('forgetCustomer'),
      forgetProfile: record('forgetProfile'),
      rememberCustomer: record('rememberCustomer'),
      rememberProfile: record('rememberProfile'),
    },
  });
  const actor = createActor(machine).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const take = (name: string): Call => {
    const found = calls.findLast((each) => each.name === name);
    if (!found) throw new Error(`No ${name} call under way`);
    calls.splice(calls.indexOf(found), 1);
    return found;
  };
  const answer = async (name: string, output?: unknown) => {
    take(name).resolve(output);
    await settle();
  };
  const fail = async (name: string, error: unknown) => {
    take(name).reject(error);
    await settle();
  };
  const send = async (event: AnyEventObject) => {
    actor.send(event as never);
    await settle();
  };
  const snapshot = () => actor.getSnapshot() as AnyMachineSnapshot;
  const inputsOf = (name: string) =>
    log.filter((each) => each.name === name).map((each) => each.input);
  await answer('currentUser', null);
  return { effects, answer, fail, send, snapshot, inputsOf };
}
