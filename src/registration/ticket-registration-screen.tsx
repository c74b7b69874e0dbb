import { Title } from '@mantine/core';

export function TicketRegistrationScreen() {
  return <Title order={1}>Find Your Ticket</Title>;
}
