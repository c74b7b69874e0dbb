import { Alert } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { CUSTOMER_OFFLINE } from '../../../core/domain/messages';
import { useAuthSelector } from '../../app/auth-actor-context';
import { useAppContext } from '../../app/use-app-context';
import { ActorChartState } from '../../ui/chart-state';
import { PendingScreen } from '../../ui/pending-screen';
import { RegistrationDialog } from './registration-dialog';
import { TagSearchForm } from './tag-search-form';
import { TicketSearchForm } from './ticket-search-form';
import { type RegistrationActor, useRegistrationActor } from './use-registration-actor';

function RegistrationForms({ actor }: { actor: RegistrationActor }) {
  const { config } = useAppContext();
  const kind = useSelector(actor, (snapshot) => snapshot.context.kind);
  // The session's customer call got no answer, as Home warns: a search cannot get one either.
  const offline = useAuthSelector((snapshot) => snapshot.context.customerError !== null);
  return (
    <>
      <ActorChartState chart="registration" actor={actor} />
      {offline && <Alert color="yellow" variant="light" mt="md" title={CUSTOMER_OFFLINE} />}
      {kind === 'ticket' ? (
        <TicketSearchForm actor={actor} offline={offline} />
      ) : (
        <TagSearchForm actor={actor} offline={offline} />
      )}
      <RegistrationDialog actor={actor} productName={config.productName} />
    </>
  );
}

// spec §2 Ticket search and Tag search: the session runs the chart the address names; until it
// has started it (the profile and registrations it reads are still loading) the screen waits.
export function RegistrationScreen() {
  const actor = useRegistrationActor();
  return actor ? <RegistrationForms actor={actor} /> : <PendingScreen />;
}
