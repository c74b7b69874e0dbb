// The wallet page chart off the model's paths, which always provide both children: the wallet
// chart it runs when the app provides none.
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { runUnderSession } from '../../../../test-support/charts/stand-in-session';
import { PUBLISHED_TICKET } from './wallet-model';
import { walletPageConfig, walletPageSetup } from './wallet-page-machine';

const form = createMachine({});
const page = walletPageSetup(form).createMachine(walletPageConfig('testPage', () => ({})));

describe('the wallet page chart', () => {
  it('runs the wallet chart itself, which closes the page on a walletId not of the customer', () => {
    const { flow: actor, received } = runUnderSession(page, {
      registration: 'wallet-9',
      registrations: [PUBLISHED_TICKET],
    });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().status).toBe('done');
    expect(received).toEqual([{ type: 'session.navigate', screen: 'home' }]);
  });
});
