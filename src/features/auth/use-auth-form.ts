import { type ChangeEvent, useState } from 'react';
import { useAuthActor, useAuthSelector } from '../../app/auth-actor-context';
import type { AuthField } from './chart/auth-form-checks';

/** What an auth form's input takes: the typed value, and the chart's complaint about it. */
export interface AuthInputProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
  disabled: boolean;
  required: true;
}

export type AuthFieldProps<Field extends AuthField> = (name: Field) => AuthInputProps;

/**
 * An auth form's values as typed. The screen keeps them until it submits; the chart checks them
 * then and holds the complaints, which typing in the field takes back.
 */
export function useAuthForm<Field extends AuthField>(
  initial: Record<Field, string>,
  busy: boolean,
) {
  const auth = useAuthActor();
  const errors = useAuthSelector((snapshot) => snapshot.context.fieldErrors);
  const [values, setValues] = useState(initial);
  const field: AuthFieldProps<Field> = (name) => ({
    value: values[name],
    onChange: (event) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) auth.send({ type: 'auth.edit', field: name });
    },
    error: errors[name],
    disabled: busy,
    required: true,
  });
  /** Puts values typed elsewhere (index.html's login form) into the fields. */
  const fill = (typed: Partial<Record<Field, string>>) =>
    setValues((current) => ({ ...current, ...typed }));
  return { values, field, fill };
}
