import { Button, Stack } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { FormEvent, ReactNode } from 'react';
import type { RefundActor } from './refund-page';

// Both refund pages' form: its fields, then the one button that sends them to the chart, busy
// while the call runs.
export function RefundSubmitForm(props: {
  actor: RefundActor;
  submitLabel: string;
  children: ReactNode;
}) {
  const { actor, submitLabel, children } = props;
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'refund.submit' });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {children}
        <Button type="submit" size="md" loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
