// The registration chart as the DOM tests start it: the API calls given (the rest never settle)
// and the events it would send the session recorded instead.
import { createActor } from 'xstate';
import type { ScreenRequest } from '../../src/chart-shared/screen-name';
import { registrationMachine } from '../../src/features/registration/chart/registration-machine';
import {
  type RegistrationApi,
  registrationActors,
} from '../../src/features/registration/chart/registration-services';
import type {
  RegistrationAlert,
  RegistrationInput,
} from '../../src/features/registration/chart/registration-types';

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
