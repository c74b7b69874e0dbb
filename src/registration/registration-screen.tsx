import { useSelector } from '@xstate/react';
import { useAppContext } from '../app/use-app-context';
import { ActorChartState } from '../ui/chart-state';
import { PendingScreen } from '../ui/pending-screen';
import { RegistrationDialog } from './registration-dialog';
import { TagSearchForm } from './tag-search-form';
import { TicketSearchForm } from './ticket-search-form';
import { type RegistrationActor, useRegistrationActor } from './use-registration-actor';

function RegistrationForms({ actor }: { actor: RegistrationActor }) {
  const { config } = useAppContext();
  const kind = useSelector(actor, (snapshot) => snapshot.context.kind);
  return (
    <>
      <ActorChartState chart="registration" actor={actor} />
      {kind === 'ticket' ? <TicketSearchForm actor={actor} /> : <TagSearchForm actor={actor} />}
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
