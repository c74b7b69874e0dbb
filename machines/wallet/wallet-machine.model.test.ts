// Model-based tests: every generated path is replayed in a real actor whose effects are recorded
// (never-settling API calls, navigate, notify, notifyPaymentReturn, clearPaymentQuery). After each
// step the recorded effects are compared with what spec §2/§4/§8 ask for that step, and the
// context is checked against what the page must show after the steps taken so far.
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyEventObject, createActor } from 'xstate';
import { paymentReturnDialog } from '../../src/domain/messages';
import type { EventRegistration } from '../../src/domain/registration';
import { stateName } from '../testing/model-paths';
import { takenTransitions, uncoveredTransitions } from '../testing/transition-coverage';
import { walletMachine } from './wallet-machine';
import {
  LODGED_TAG,
  OFFLINE_MESSAGE,
  PUBLISHED_TICKET,
  REFUNDS,
  REFUSED_MESSAGE,
  RUNNING_TICKET,
  WALLET,
  walletPaths,
} from './wallet-model';
import { type WalletApi, walletActors } from './wallet-services';
import type {
  PaymentReturnKind,
  PaymentReturnNotice,
  WalletAlert,
  WalletButtons,
  WalletNavigation,
} from './wallet-types';

type Effect =
  | { kind: 'call'; name: string; input: unknown }
  | { kind: 'navigate'; to: WalletNavigation }
  | { kind: 'notify'; alert: WalletAlert }
  | { kind: 'notifyPaymentReturn'; notice: PaymentReturnNotice }
  | { kind: 'clearPaymentQuery' }
  | { kind: 'selectRegistration'; walletId: string };

function recordingMachine(effects: Effect[]) {
  const call =
    (name: string) =>
    (input: unknown): Promise<never> => {
      effects.push({ kind: 'call', name, input });
      return new Promise(() => {});
    };
  const api: WalletApi = {
    fetchWallet: call('fetchWallet'),
    fetchRefunds: call('fetchRefunds'),
    findPaidRegistration: call('findPaidRegistration'),
  };
  return walletMachine.provide({
    actors: walletActors(api),
    actions: {
      navigate: (_, to) => effects.push({ kind: 'navigate', to }),
      notify: (_, alert) => effects.push({ kind: 'notify', alert }),
      notifyPaymentReturn: (_, notice) => effects.push({ kind: 'notifyPaymentReturn', notice }),
      clearPaymentQuery: () => effects.push({ kind: 'clearPaymentQuery' }),
      selectRegistration: (_, { registration }) =>
        effects.push({ kind: 'selectRegistration', walletId: registration.walletId }),
    },
  });
}

// spec §7: the wallet by walletId and eventId; the refund list by the tag, else the ticket number.
const CALLS: ReadonlyMap<EventRegistration, Effect[]> = new Map([
  [
    PUBLISHED_TICKET,
    [
      { kind: 'call', name: 'fetchWallet', input: { walletId: 'wallet-1', eventId: 'evt-1' } },
      { kind: 'call', name: 'fetchRefunds', input: { uid: 'TCK-1001', eventId: 'evt-1' } },
    ],
  ],
  [
    LODGED_TAG,
    [
      { kind: 'call', name: 'fetchWallet', input: { walletId: 'wallet-2', eventId: 'evt-1' } },
      { kind: 'call', name: 'fetchRefunds', input: { uid: '04A1B2C3D4E5F6', eventId: 'evt-1' } },
    ],
  ],
  [
    RUNNING_TICKET,
    [
      { kind: 'call', name: 'fetchWallet', input: { walletId: 'wallet-3', eventId: 'evt-1' } },
      { kind: 'call', name: 'fetchRefunds', input: { uid: 'TCK-1001', eventId: 'evt-1' } },
    ],
  ],
]);

// spec §2: completed and pending are themselves, anything else is a failed payment.
const RETURN_KINDS: Record<string, PaymentReturnKind> = {
  'return completed': 'completed',
  'return pending': 'pending',
  'return declined': 'failed',
  'return lost registration': 'completed',
  'return unselected': 'completed',
};

const RETURN_TITLES: Record<PaymentReturnKind, string> = {
  completed: 'Payment Completed',
  pending: 'Payment Pending',
  failed: 'Payment Failed',
};

const toHome: Effect = { kind: 'navigate', to: { to: '/home' } };

/** What the page has learnt on one path so far. */
interface Seen {
  registration: EventRegistration | null;
  walletFetched: boolean;
  refundsFetched: boolean;
  offline: boolean;
}

function expectedEffects(label: string, event: AnyEventObject, seen: Seen): Effect[] {
  if (event.type === 'wallet.open') {
    const kind = RETURN_KINDS[label];
    const notice: Effect[] = kind
      ? [
          {
            kind: 'notifyPaymentReturn',
            notice: { kind, reference: event.paymentReturn.reference },
          },
          { kind: 'clearPaymentQuery' },
        ]
      : [];
    const opened = event.registration
      ? (CALLS.get(event.registration) ?? [])
      : event.paymentReturn?.reference
        ? [
            {
              kind: 'call',
              name: 'findPaidRegistration',
              input: { reference: event.paymentReturn.reference },
            } satisfies Effect,
          ]
        : [{ kind: 'notify', alert: { kind: 'eventNotFound' } } satisfies Effect, toHome];
    return [...notice, ...opened];
  }
  if (label === 'findPaidRegistration found') {
    return [
      { kind: 'selectRegistration', walletId: PUBLISHED_TICKET.walletId },
      ...(CALLS.get(PUBLISHED_TICKET) ?? []),
    ];
  }
  if (label === 'findPaidRegistration none' || label === 'findPaidRegistration error') {
    return [{ kind: 'notify', alert: { kind: 'eventNotFound' } }, toHome];
  }
  if (label === 'wallet.refresh')
    return seen.registration ? (CALLS.get(seen.registration) ?? []) : [];
  if (label === 'fetchWallet error refused') {
    return [
      { kind: 'notify', alert: { kind: 'walletNotFound', message: REFUSED_MESSAGE } },
      toHome,
    ];
  }
  return [];
}

/** spec §4 Wallet page, worked out by hand for each fixture. */
function expectedButtons(seen: Seen): WalletButtons {
  switch (seen.registration) {
    case PUBLISHED_TICKET:
      // The fetched wallet holds $30, so the ticket is no longer unfunded.
      return {
        lodgeRefund: false,
        amendBankAccount: false,
        topUp: seen.walletFetched ? 'Add More Credit' : 'Online Top Up',
      };
    case LODGED_TAG:
      // The amend link needs the refund list's OPEN batch.
      return { lodgeRefund: false, amendBankAccount: seen.refundsFetched, topUp: null };
    case RUNNING_TICKET:
      return { lodgeRefund: true, amendBankAccount: false, topUp: null };
    default:
      return { lodgeRefund: false, amendBankAccount: false, topUp: null };
  }
}

const byKind = (a: Effect, b: Effect) => JSON.stringify(a).localeCompare(JSON.stringify(b), 'en');

function learn(seen: Seen, label: string, event: AnyEventObject): Seen {
  if (event.type === 'wallet.open') return { ...seen, registration: event.registration };
  if (label === 'findPaidRegistration found') return { ...seen, registration: PUBLISHED_TICKET };
  if (label === 'fetchWallet done') return { ...seen, walletFetched: true, offline: false };
  if (label === 'fetchWallet error offline') return { ...seen, offline: true };
  if (label === 'fetchRefunds done') return { ...seen, refundsFetched: true };
  return seen;
}

const paths = walletPaths();

describe('wallet machine paths', () => {
  for (const path of paths) {
    it(path.title, () => {
      const effects: Effect[] = [];
      const actor: AnyActorRef = createActor(recordingMachine(effects)).start();
      expect(effects).toEqual([]);
      let seen: Seen = {
        registration: null,
        walletFetched: false,
        refundsFetched: false,
        offline: false,
      };
      for (const step of path.steps) {
        actor.send(step.event);
        const after = actor.getSnapshot();
        expect(stateName(after.value), step.label).toBe(step.state);
        expect([...effects].sort(byKind), step.label).toEqual(
          expectedEffects(step.label, step.event, seen).sort(byKind),
        );
        effects.length = 0;
        seen = learn(seen, step.label, step.event);

        const { context } = after;
        expect(context.buttons, step.label).toEqual(expectedButtons(seen));
        expect(after.hasTag('busy')).toBe(
          after.matches({ open: { wallet: 'loading' } }) || after.matches('finding'),
        );
        if (after.matches('closed')) {
          expect(after.status).toBe('done');
          continue;
        }
        if (after.matches('finding')) {
          expect(context.registration).toBeNull();
          continue;
        }
        // The balance shown is the fetched wallet's once there is one (spec §3 balance.current).
        const registration = seen.registration as EventRegistration;
        expect(context.registration).toEqual(
          seen.walletFetched
            ? { ...registration, walletBalance: WALLET.balance.current }
            : registration,
        );
        expect(context.wallet).toEqual(seen.walletFetched ? WALLET : null);
        expect(context.refunds).toEqual(seen.refundsFetched ? REFUNDS : []);
        // The list says 'Working offline' only while the last wallet fetch got no answer.
        if (after.matches({ open: { wallet: 'offline' } })) {
          expect(seen.offline).toBe(true);
          expect(context.offlineError).toBe(OFFLINE_MESSAGE);
        }
        if (after.matches({ open: { wallet: 'ready' } })) expect(context.offlineError).toBeNull();
      }
      actor.stop();
    });
  }
});

describe('wallet payment return', () => {
  it('names each kind as the spec §2 alert titles do', () => {
    for (const kind of Object.values(RETURN_KINDS)) {
      expect(paymentReturnDialog(kind, 'support@example.com').title).toBe(RETURN_TITLES[kind]);
    }
  });
});

describe('wallet machine coverage', () => {
  it('walks every declared transition', () => {
    const machine = recordingMachine([]);
    const taken = takenTransitions(
      machine,
      paths.map((path) => path.steps.map((step) => step.event)),
    );
    expect(uncoveredTransitions(machine, taken)).toEqual([]);
  });

  it('names every path uniquely and safely for `vitest -t`', () => {
    const descriptions = paths.map((path) => path.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) expect(description).not.toMatch(/[\\^$*+?()[\]{}|]/);
  });
});
