// The profile page's chart with the app's effects: the update call, the router, the alerts, and
// the session, which keeps the saved profile.

import type { FlowParts } from '../../app/flow-parts';
import { navigateToScreen } from '../../router/screen-paths';
import { profileMachine } from './chart/profile-machine';
import { profileActors } from './chart/profile-services';
import { showProfileAlert } from './profile-alerts';
import { createProfileApi } from './profile-api';

export function createProfileFlow({ api, router, auth }: FlowParts) {
  return profileMachine.provide({
    actors: profileActors(createProfileApi(api)),
    actions: {
      navigate: (_, request) => navigateToScreen(router, request),
      notify: (_, alert) => showProfileAlert(alert),
      storeProfile: (_, { profile }) => auth.send({ type: 'session.profile.saved', profile }),
    },
  });
}
