import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { tagRegistrationMachine } from '../../machines/tag-registration/tag-registration-machine';
import { tagRegistrationActors } from '../../machines/tag-registration/tag-registration-services';
import { createCardApi } from '../api/card-api';
import { selectRegistration } from '../app/selected-registration';
import { useAppContext } from '../app/use-app-context';
import { useAuthActor, useAuthSelector } from '../auth/auth-actor-context';
import type { EventRegistration } from '../domain/registration';
import { useSignedInProfile } from '../profile/signed-in-profile';
import { refreshCustomer } from './refresh-customer';
import { TagDialog } from './tag-dialog';
import { TagSearchForm } from './tag-search-form';

const NO_REGISTRATIONS: readonly EventRegistration[] = [];

// spec §2 Tag search. storeCustomer keeps the machine's no-op: the refreshed registrations come
// from the auth actor (refreshCustomer), which already holds them.
export function TagRegistrationScreen() {
  const { api, config } = useAppContext();
  const router = useRouter();
  const auth = useAuthActor();
  const profile = useSignedInProfile();
  const registrations = useAuthSelector(
    (snapshot) => snapshot.context.customer?.eventRegistrationList ?? NO_REGISTRATIONS,
  );
  const [machine] = useState(() =>
    tagRegistrationMachine.provide({
      actors: tagRegistrationActors(createCardApi(api, () => refreshCustomer(auth))),
      actions: {
        navigate: (_, target) => void router.navigate(target),
        selectRegistration: (_, { registration }) => {
          const sub = auth.getSnapshot().context.authData?.sub;
          if (sub) selectRegistration(sub, registration);
        },
      },
    }),
  );
  const actor = useActorRef(machine);

  useEffect(() => {
    if (profile) actor.send({ type: 'tag.prefill', profile });
  }, [actor, profile]);

  return (
    <>
      <TagSearchForm actor={actor} registrations={registrations} />
      <TagDialog actor={actor} productName={config.productName} />
    </>
  );
}
