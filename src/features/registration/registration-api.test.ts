import { describe, expect, it } from 'vitest';
import { fakePrivateApi as fakeApi } from '../../../test-support/app/fake-private-api';
import { createRegistrationApi } from './registration-api';

describe('ticket adapter', () => {
  it('finds and claims with the bodies of spec §7', async () => {
    const { load, calls } = fakeApi({
      '/api/private/registration/ticket/find': () => ({
        status: 'FOUND_VALID',
        ticketNumber: 'BDO-300001',
        eventId: 'e-1',
        eventName: 'Beach Day Out',
      }),
      '/api/private/registration/ticket/claim': () => ({ walletId: 'w-1', eventId: 'e-1' }),
    });
    const api = createRegistrationApi(load);
    const search = { ticketNumber: 'BDO-300001', firstName: 'A', lastName: 'B', email: 'a@b.co' };
    expect(await api.findTicket(search)).toEqual({
      status: 'FOUND_VALID',
      ticketNumber: 'BDO-300001',
      eventId: 'e-1',
      eventName: 'Beach Day Out',
    });
    expect(await api.claimTicket({ ...search, eventId: 'e-1' })).toEqual({ walletId: 'w-1' });
    expect(calls.map((call) => call.body)).toEqual([search, { ...search, eventId: 'e-1' }]);
  });

  it('holds an unfound ticket’s missing event as empty text', async () => {
    const { load } = fakeApi({
      '/api/private/registration/ticket/find': () => ({
        status: 'NOT_FOUND',
        ticketNumber: 'X',
        eventId: null,
        eventName: null,
      }),
    });
    expect(await createRegistrationApi(load).findTicket({} as never)).toEqual({
      status: 'NOT_FOUND',
      ticketNumber: 'X',
      eventId: '',
      eventName: '',
    });
  });
});

describe('card adapter', () => {
  it('finds and claims with the bodies of spec §7', async () => {
    const { load, calls } = fakeApi({
      '/api/private/registration/card/find': () => ({
        tagId: null,
        uid: '04A1B2C3D4E5F6',
        status: 'NOT_FOUND',
        eventId: null,
        claimedEmail: null,
      }),
      '/api/private/registration/card/claim': () => ({ walletId: 'w-1', eventId: 'e-1' }),
    });
    const api = createRegistrationApi(load);
    const search = {
      uid: '04A1B2C3D4E5F6',
      serial: '1234',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
    };
    expect(await api.findTag(search)).toEqual({
      tagId: null,
      uid: '04A1B2C3D4E5F6',
      status: 'NOT_FOUND',
      eventId: '',
      claimedEmail: null,
    });
    expect(await api.claimTag({ uid: '04A1B2C3D4E5F6', eventId: 'e-1' })).toEqual({
      walletId: 'w-1',
    });
    expect(calls).toEqual([
      { path: '/api/private/registration/card/find', body: search },
      {
        path: '/api/private/registration/card/claim',
        body: { uid: '04A1B2C3D4E5F6', eventId: 'e-1' },
      },
    ]);
  });
});
