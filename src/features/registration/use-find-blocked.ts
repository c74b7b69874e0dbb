import { useSelector } from '@xstate/react';
import { invalidFields } from './chart/registration-form';
import type { RegistrationActor } from './use-registration-actor';

/**
 * Working offline, the profile that prefills the holder's details may never have come: Find waits
 * until every field is filled, so the offline warning says why nothing can be found rather than a
 * 'required' error under each field the server would have filled.
 */
export function useFindBlocked(actor: RegistrationActor, offline: boolean): boolean {
  return useSelector(
    actor,
    ({ context }) => offline && invalidFields(context.kind, context.values).length > 0,
  );
}
