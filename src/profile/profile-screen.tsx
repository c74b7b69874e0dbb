import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { profileMachine } from '../../machines/profile/profile-machine';
import { profileActors } from '../../machines/profile/profile-services';
import { createProfileApi } from '../api/profile-api';
import { useAppContext } from '../app/use-app-context';
import { useAuthActor } from '../auth/auth-actor-context';
import { showProfileAlert } from './profile-alerts';
import { ProfileForm } from './profile-form';
import { storeSavedProfile, useSignedInProfile } from './signed-in-profile';

export function ProfileScreen() {
  const { api } = useAppContext();
  const router = useRouter();
  const auth = useAuthActor();
  const profile = useSignedInProfile();
  const [machine] = useState(() =>
    profileMachine.provide({
      actors: profileActors(createProfileApi(api)),
      actions: {
        navigate: (_, target) => void router.navigate(target),
        notify: (_, alert) => showProfileAlert(alert),
        storeProfile: (_, { profile: saved }) =>
          storeSavedProfile(auth.getSnapshot().context.profile, saved),
      },
    }),
  );
  const actor = useActorRef(machine);

  useEffect(() => {
    if (profile) actor.send({ type: 'profile.load', profile });
  }, [actor, profile]);

  return <ProfileForm actor={actor} />;
}
