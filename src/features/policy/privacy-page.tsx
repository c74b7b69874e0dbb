import { List, Text } from '@mantine/core';
import { useAppContext } from '../../app/use-app-context';
import { PolicyPage, PolicySection } from './policy-page';
import { SupportEmailLink } from './support-email-link';

export function PrivacyPage() {
  const { productName } = useAppContext().config;
  return (
    <PolicyPage
      title="Privacy Policy"
      intro={`This policy explains what ${productName} keeps about you, why, and how to reach us about it.`}
    >
      <PolicySection title="What we keep">
        <List spacing="xs">
          <List.Item>Your name, e-mail address and phone number.</List.Item>
          <List.Item>Your birth date and country, if you add them to your profile.</List.Item>
          <List.Item>
            The tickets, wristbands and cards you register, and the events they belong to.
          </List.Item>
          <List.Item>
            Your wallet transactions: top ups, purchases, fees and refunds, with their amounts and
            dates.
          </List.Item>
          <List.Item>The bank account number you give us for a refund.</List.Item>
          <List.Item>Your choices about marketing messages and notifications.</List.Item>
        </List>
        <Text>
          Card payments are entered on our payment provider's page; we do not keep your card number.
        </Text>
      </PolicySection>

      <PolicySection title="Why we keep it">
        <List spacing="xs">
          <List.Item>To create your account and let you sign in.</List.Item>
          <List.Item>
            To link your tickets, wristbands and cards to you and show your balance and
            transactions.
          </List.Item>
          <List.Item>
            To take online top ups and to pay your refunds into your bank account.
          </List.Item>
          <List.Item>
            To contact you about your wallet, and to send news and notifications unless you have
            opted out.
          </List.Item>
          <List.Item>
            To answer your questions and resolve problems with a payment or refund.
          </List.Item>
        </List>
      </PolicySection>

      <PolicySection title="Who sees it">
        <Text>
          The organiser of an event you register for sees your registration and wallet for that
          event. Our payment provider processes your card payments. We do not sell your details.
        </Text>
      </PolicySection>

      <PolicySection title="Your choices">
        <Text>
          You can update your details and turn marketing messages and notifications off in My
          Profile at any time. To see, correct or delete what we hold about you, e-mail{' '}
          <SupportEmailLink />.
        </Text>
      </PolicySection>

      <PolicySection title="Contact">
        <Text>
          Questions about your privacy: e-mail <SupportEmailLink />.
        </Text>
      </PolicySection>
    </PolicyPage>
  );
}
