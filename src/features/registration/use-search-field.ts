import { useSelector } from '@xstate/react';
import type { RegistrationField } from './chart/registration-types';
import type { RegistrationActor } from './use-registration-actor';

export interface SearchFieldOptions {
  /** Shown once Find found the field wrong; a field without one is just required. */
  message?: string;
  /** How the field is shown and kept while typed, such as a tag number in its printed groups. */
  format?: (text: string) => string;
}

/**
 * The props every text box of a search form shares: the chart's value, its message once Find
 * found it wrong, no typing while a call runs, and each edit sent to the chart.
 */
export function useSearchField(actor: RegistrationActor) {
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const invalid = useSelector(actor, (snapshot) => snapshot.context.invalid);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));

  return (name: RegistrationField, label: string, options: SearchFieldOptions = {}) => {
    const { message = `${label} is required`, format = (text: string) => text } = options;
    return {
      label,
      required: true,
      value: format(values[name]),
      disabled: busy,
      error: invalid.includes(name) ? message : undefined,
      onChange: (event: { currentTarget: { value: string } }) =>
        actor.send({
          type: 'registration.edit',
          values: { [name]: format(event.currentTarget.value) },
        }),
    };
  };
}
