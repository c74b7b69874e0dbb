// The profile page's chart with the app's effects: the update call and the alerts. The screens
// it goes to and the saved profile it tells the session by events.

import type { FlowParts } from '../../app/flow-parts';
import { profileMachine } from './chart/profile-machine';
import { profileActors } from './chart/profile-services';
import { showProfileAlert } from './profile-alerts';
import { createProfileApi } from './profile-api';

export function createProfileFlow({ api }: FlowParts) {
  return profileMachine.provide({
    actors: profileActors(createProfileApi(api)),
    actions: {
      notify: (_, alert) => showProfileAlert(alert),
    },
  });
}
