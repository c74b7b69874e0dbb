import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { profileMachine } from '../../machines/profile/profile-machine';
import { profileActors } from '../../machines/profile/profile-services';
import { createProfileApi } from '../api/profile-api';
import { useAppContext } from '../app/use-app-context';
import { useAuthActor, useAuthSelector } from '../auth/auth-actor-context';
import { showProfileAlert } from './profile-alerts';
import { ProfileForm } from './profile-form';

export function ProfileScreen() {
  const { api } = useAppContext();
  const router = useRouter();
  const auth = useAuthActor();
  const fetched = useAuthSelector((snapshot) => snapshot.context.profile);
  const lastKnown = useAuthSelector((snapshot) => snapshot.context.lastKnownProfile);
  // Offline at start-up, the profile last fetched stands in, read-only under the offline warning.
  const offline = useAuthSelector(
    (snapshot) => snapshot.context.profile === null && snapshot.context.profileError !== null,
  );
  const profile = fetched ?? (offline ? lastKnown : null);
  const [machine] = useState(() =>
    profileMachine.provide({
      actors: profileActors(createProfileApi(api)),
      actions: {
        navigate: (_, target) => void router.navigate(target),
        notify: (_, alert) => showProfileAlert(alert),
        storeProfile: (_, { profile: saved }) =>
          auth.send({ type: 'session.profile.saved', profile: saved }),
      },
    }),
  );
  const actor = useActorRef(machine);

  useEffect(() => {
    if (profile) actor.send({ type: 'profile.load', profile });
  }, [actor, profile]);

  return <ProfileForm actor={actor} offline={offline} />;
}
