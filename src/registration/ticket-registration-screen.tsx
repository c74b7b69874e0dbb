import { useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { ticketRegistrationMachine } from '../../machines/ticket-registration/ticket-registration-machine';
import { ticketRegistrationActors } from '../../machines/ticket-registration/ticket-registration-services';
import { createTicketApi } from '../api/ticket-api';
import { useAppContext } from '../app/use-app-context';
import { useAuthActor, useAuthSelector } from '../auth/auth-actor-context';
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
  const profile = useAuthSelector((snapshot) => snapshot.context.profile);
  const [machine] = useState(() =>
    ticketRegistrationMachine.provide({
      actors: ticketRegistrationActors(createTicketApi(api, () => refreshCustomer(auth))),
      actions: {
        // A wallet page's address names the registration the session holds as selected.
        navigate: (_, { to }) => {
          const { selectedId } = auth.getSnapshot().context;
          void router.navigate(
            to === '/home' ? { to } : { to, search: { registration: selectedId ?? undefined } },
          );
        },
        notify: (_, alert) => showTicketAlert(alert),
        selectRegistration: (_, { registration }) =>
          auth.send({ type: 'session.select', registration: registration.walletId }),
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
