// The registration chart with the app's effects: the private API's find and claim calls and the
// camera alert. The session starts it as its child; the rest it asks of the session. The session
// is part of the login page's code, so the calls and the alert load on first use.

import type { LoadApi } from '../../api/call-endpoint';
import { registrationMachine } from './chart/registration-machine';
import { type RegistrationApi, registrationActors } from './chart/registration-services';

function lazyRegistrationApi(loadApi: LoadApi): RegistrationApi {
  const api = () =>
    import('./registration-api').then((module) => module.createRegistrationApi(loadApi));
  return {
    findTicket: async (request) => (await api()).findTicket(request),
    claimTicket: async (request) => (await api()).claimTicket(request),
    findTag: async (request) => (await api()).findTag(request),
    claimTag: async (request) => (await api()).claimTag(request),
  };
}

export function createRegistrationFlow(loadApi: LoadApi) {
  return registrationMachine.provide({
    actors: registrationActors(lazyRegistrationApi(loadApi)),
    actions: {
      notify: (_, alert) =>
        void import('./registration-alerts').then((module) => module.showRegistrationAlert(alert)),
    },
  });
}
