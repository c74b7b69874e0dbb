import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { ticketRegistrationMachine } from '../../machines/ticket-registration/ticket-registration-machine';
import { ticketRegistrationActors } from '../../machines/ticket-registration/ticket-registration-services';
import { createTicketApi } from '../api/ticket-api';
import { selectRegistration } from '../app/selected-registration';
import { useAppContext } from '../app/use-app-context';
import { useAuthActor } from '../auth/auth-actor-context';
import { useSignedInProfile } from '../profile/signed-in-profile';
import { refreshCustomer } from './refresh-customer';
import { showTicketAlert } from './registration-alerts';
import { TicketDialog } from './ticket-dialog';
import { TicketSearchForm } from './ticket-search-form';

// spec §2 Ticket search. storeCustomer keeps the machine's no-op: the refreshed registrations
// come from the auth actor (refreshCustomer), which already holds them.
export function TicketRegistrationScreen() {
  const { api } = useAppContext();
  const router = useRouter();
  const auth = useAuthActor();
  const profile = useSignedInProfile();
  const [machine] = useState(() =>
    ticketRegistrationMachine.provide({
      actors: ticketRegistrationActors(createTicketApi(api, () => refreshCustomer(auth))),
      actions: {
        navigate: (_, target) => void router.navigate(target),
        notify: (_, alert) => showTicketAlert(alert),
        selectRegistration: (_, { registration }) => {
          const sub = auth.getSnapshot().context.authData?.sub;
          if (sub) selectRegistration(sub, registration);
        },
      },
    }),
  );
  const actor = useActorRef(machine);

  useEffect(() => {
    if (profile) actor.send({ type: 'ticket.prefill', profile });
  }, [actor, profile]);

  return (
    <>
      <TicketSearchForm actor={actor} />
      <TicketDialog actor={actor} />
    </>
  );
}
