import { describe, expect, it } from 'vitest';
import { type QaMachine, qaMachine } from './machines';
import { missedByWalk } from './walk-cover';

function known(name: string): QaMachine {
  const qa = qaMachine(name);
  if (!qa) throw new Error(`No QA machine "${name}"`);
  return qa;
}

const ticket = known('ticket-registration');
const tag = known('tag-registration');
const unwalked = (qa: QaMachine): QaMachine => ({ ...qa, browser: undefined });

// What only the tag search can take: the ticket model's paths never get there.
const TAG_ONLY = [
  '#registration.claiming --xstate.done.actor.claimRegistration--> #registration.claimed',
  '#registration.dialog.alreadyRegistered --registration.wallet.open--> #registration.walletOpened',
  '#registration.editing --registration.find[hasRegisteredTag]--> #registration.dialog.alreadyRegistered',
  '#registration.editing.idle --registration.band.open[isTag]--> #registration.editing.reading',
  '#registration.editing.reading --registration.band.close--> #registration.editing.idle',
  '#registration.editing.reading --registration.band.failed--> #registration.editing.idle',
  '#registration.editing.reading --registration.band.read--> #registration.editing.idle',
  '#registration.editing.reading --registration.band.read[isBandSerial]--> #registration.editing.idle',
  '#registration.searching --xstate.done.actor.findRegistration[isTagHeldByCaller]--> #registration.dialog.alreadyRegistered',
];

describe('a walk of one model of a two-model chart', () => {
  it('misses nothing when each model walks what it can take', async () => {
    expect(await missedByWalk(ticket, [ticket, tag])).toEqual([]);
  });

  it("misses the other kind's transitions when that kind has no walk", async () => {
    expect(await missedByWalk(ticket, [ticket, unwalked(tag)])).toEqual(TAG_ONLY);
  });

  it('misses what its own paths could take and its walk leaves out', async () => {
    const dropped = await ticket.browser?.walked();
    const shorter: QaMachine = {
      ...ticket,
      browser: {
        spec: 'none',
        walked: async () => (dropped ?? []).filter((d) => !d.includes('customer failed')),
      },
    };
    expect(await missedByWalk(shorter, [shorter, tag])).toEqual([
      '#registration.refreshing --registration.customer.failed--> #registration.dialog.claimFailed',
    ]);
  });
});
