import { Button, Collapse, List, Paper, Text } from '@mantine/core';
import { useId } from 'react';

export interface HowItWorksProps {
  productName: string;
  opened: boolean;
  onToggle: () => void;
}

// spec §1's help text, as the steps a customer goes through.
export function HowItWorks({ productName, opened, onToggle }: HowItWorksProps) {
  const panelId = useId();
  return (
    <Paper withBorder radius="md" p="xs">
      <Button variant="subtle" onClick={onToggle} aria-expanded={opened} aria-controls={panelId}>
        How Does it Work?
      </Button>
      <Collapse expanded={opened} id={panelId}>
        <List type="ordered" spacing="xs" mt="xs" mx="sm" size="sm">
          <List.Item>
            Going to an event? Register your event ticket and your {productName} wallet is created
            for you - or loaded with anything you paid before the event.
          </List.Item>
          <List.Item>
            Top up online by card before the event, or by cash or card at the event's top up points.
          </List.Item>
          <List.Item>
            Buy food and drinks by tapping your wristband or card on the vendor's reader; the amount
            comes off your balance straight away.
          </List.Item>
          <List.Item>
            After the event, register your wristband or card and request a refund of what is left,
            less a small processing fee (usually $2 to $3). Refunds can take up to 1 week.
          </List.Item>
        </List>
        <Text size="sm" c="dimmed" m="sm">
          Entered the wrong bank account? E-mail our support team and we will sort it out.
        </Text>
      </Collapse>
    </Paper>
  );
}
