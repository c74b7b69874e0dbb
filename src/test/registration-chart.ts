// The registration chart as the DOM tests start it: the API calls given (the rest never settle)
// and the events it would send the session recorded instead.
import { createActor } from 'xstate';
import { registrationMachine } from '../../machines/registration/registration-machine';
import {
  type RegistrationApi,
  registrationActors,
} from '../../machines/registration/registration-services';
import type {
  RegistrationAlert,
  RegistrationInput,
} from '../../machines/registration/registration-types';
import type { ScreenRequest } from '../../machines/shared/screen-name';

const never = () => new Promise<never>(() => {});

export interface ChartOptions {
  api?: Partial<RegistrationApi>;
  input: RegistrationInput;
  notify?: (alert: RegistrationAlert) => void;
}

export function startRegistrationChart({ api = {}, input, notify = () => {} }: ChartOptions) {
  const navigations: ScreenRequest[] = [];
  let customerChanges = 0;
  const machine = registrationMachine.provide({
    actors: registrationActors({
      findTicket: never,
      claimTicket: never,
      findTag: never,
      claimTag: never,
      ...api,
    }),
    actions: {
      navigate: (_, request) => navigations.push(request),
      customerChanged: () => {
        customerChanges += 1;
      },
      notify: (_, alert) => notify(alert),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, navigations, customerChanges: () => customerChanges };
}
