// The profile page's chart with the app's effects: the update call, the router, the alerts, and
// the session, which keeps the saved profile.
import { profileMachine } from '../../machines/profile/profile-machine';
import { profileActors } from '../../machines/profile/profile-services';
import { createProfileApi } from '../api/profile-api';
import { showProfileAlert } from '../profile/profile-alerts';
import type { FlowParts } from './flow-parts';

export function createProfileFlow({ api, router, auth }: FlowParts) {
  return profileMachine.provide({
    actors: profileActors(createProfileApi(api)),
    actions: {
      navigate: (_, target) => void router.navigate(target),
      notify: (_, alert) => showProfileAlert(alert),
      storeProfile: (_, { profile }) => auth.send({ type: 'session.profile.saved', profile }),
    },
  });
}
