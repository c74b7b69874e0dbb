// The auth chart as it is before the app provides its effects, and the request it builds for the
// post-login profile check: what the path tests never see, since they record every effect.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createAuthMachine } from './auth-machine';
import { EMAIL, PASSWORD, USER } from './auth-model';
import { profileLoginRequest } from './auth-setup';

describe('the auth chart before provide()', () => {
  it('fails every identity call loudly, naming the missing effect', async () => {
    const actor = createActor(createAuthMachine()).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ signIn: 'idle' }));
    actor.send({ type: 'auth.signIn', email: EMAIL, password: PASSWORD });
    const refused = await waitFor(
      actor,
      (snapshot) => snapshot.matches({ signIn: 'idle' }) && snapshot.context.error !== null,
    );
    expect(refused.context.error).toEqual({
      kind: 'signInFailed',
      message: "The auth machine's signIn effect was not provided",
    });
    actor.stop();
  });
});

describe('profileLoginRequest', () => {
  it("sends the identity's names and phone, in English", () => {
    expect(profileLoginRequest({ ...USER, phone: '+64211234567' })).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: EMAIL,
      phone: '+64211234567',
      locale: 'en',
    });
  });

  it('sends blanks without a user', () => {
    expect(profileLoginRequest(null)).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      locale: 'en',
    });
  });
});
