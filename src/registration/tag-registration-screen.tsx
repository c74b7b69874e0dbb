import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { tagRegistrationMachine } from '../../machines/tag-registration/tag-registration-machine';
import { tagRegistrationActors } from '../../machines/tag-registration/tag-registration-services';
import { createCardApi } from '../api/card-api';
import { useAppContext } from '../app/use-app-context';
import { useAuthActor, useAuthSelector } from '../auth/auth-actor-context';
import type { EventRegistration } from '../domain/registration';
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
  const profile = useAuthSelector((snapshot) => snapshot.context.profile);
  const registrations = useAuthSelector(
    (snapshot) => snapshot.context.customer?.eventRegistrationList ?? NO_REGISTRATIONS,
  );
  const [machine] = useState(() =>
    tagRegistrationMachine.provide({
      actors: tagRegistrationActors(createCardApi(api, () => refreshCustomer(auth))),
      actions: {
        // A wallet page's address names the registration the session holds as selected.
        navigate: (_, { to }) => {
          const { selectedId } = auth.getSnapshot().context;
          void router.navigate(
            to === '/home' ? { to } : { to, search: { registration: selectedId ?? undefined } },
          );
        },
        selectRegistration: (_, { registration }) =>
          auth.send({ type: 'session.select', registration: registration.walletId }),
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
