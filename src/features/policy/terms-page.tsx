import { List, Text } from '@mantine/core';
import { useAppContext } from '../../app/use-app-context';
import { PolicyPage, PolicySection } from './policy-page';
import { SupportEmailLink } from './support-email-link';

export function TermsPage() {
  const { productName } = useAppContext().config;
  return (
    <PolicyPage
      title="Terms and Conditions"
      intro={`These terms apply to every ${productName} wallet, wristband and card, and to this portal. By registering or using a ${productName} wallet you accept them.`}
    >
      <PolicySection title="Who we are">
        <Text>
          {productName} runs the cashless payment system at participating events: the wallets, the
          top ups and the refunds. Each event is run by its organiser, who sets the fees for that
          event and is responsible for the event itself, its tickets and its vendors.
        </Text>
      </PolicySection>

      <PolicySection title="Your wallet">
        <Text>
          Your wallet is held on an RFID wristband or card. It is created automatically when you
          register at the event. If you registered your ticket before the event, your pre-registered
          wallet is loaded with any pre-payments you made and is ready when you collect your
          wristband or card. A wallet belongs to one event.
        </Text>
        <Text>
          Treat your wristband or card like cash: anyone holding it can spend the balance on it.
        </Text>
      </PolicySection>

      <PolicySection title="Topping up">
        <List spacing="xs">
          <List.Item>
            Top up with cash or card at the top up locations at the event, or online by card before
            the event.
          </List.Item>
          <List.Item>
            Online top ups are available only before the event starts, for a registered ticket that
            has no wristband or card linked to it yet.
          </List.Item>
          <List.Item>
            An online top up is between $20.00 and $999.00, and a wallet can hold at most $999.99.
          </List.Item>
          <List.Item>
            A card fee, a percentage of the top up set for each event, applies to online top ups.
          </List.Item>
          <List.Item>
            An online activation fee, usually $4.00, is charged once per wallet with the first
            online top up. Every fee is shown in the order summary before you pay.
          </List.Item>
        </List>
      </PolicySection>

      <PolicySection title="Purchases">
        <Text>
          You pay by tapping your wristband or card on a vendor's reader. The amount is deducted
          from your balance automatically, so check the amount before you tap. Your transactions are
          listed in your event wallet in this portal.
        </Text>
      </PolicySection>

      <PolicySection title="Refunds">
        <List spacing="xs">
          <List.Item>
            Any balance left after the event can be refunded. Request the refund online, from your
            event wallet in this portal, while refunds for the event are open: they open when the
            event finishes, or while it is running if the event organiser opens them early, and stay
            open until up to 4 weeks after it.
          </List.Item>
          <List.Item>
            A refund processing fee applies per event, normally about $2 to $3. It is deducted from
            the refund, so the balance must be more than the fee.
          </List.Item>
          <List.Item>
            Refunds are processed weekly and take 2-3 days to reach your bank account once
            processed; allow up to 1 week from your request.
          </List.Item>
          <List.Item>
            Please check your bank account number carefully. You can amend it in the portal until
            your refund is processed. If you submitted a wrong bank account, e-mail{' '}
            <SupportEmailLink /> straight away.
          </List.Item>
          <List.Item>
            Once refunds for an event have closed, no further refunds can be lodged for it.
          </List.Item>
        </List>
      </PolicySection>

      <PolicySection title="Contact">
        <Text>
          Questions about these terms, a top up or a refund: e-mail <SupportEmailLink />.
        </Text>
      </PolicySection>
    </PolicyPage>
  );
}
