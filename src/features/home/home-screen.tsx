import { Alert, Center, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import type { EventRegistration } from '../../../core/contracts/customer-contract';
import { homeRegistrations } from '../../../core/domain/home-order';
import { CUSTOMER_OFFLINE } from '../../../core/domain/messages';
import { cardDestination } from '../../../core/domain/registration';
import { useAuthSelector } from '../../app/auth-actor-context';
import { HomePwa } from '../../app/home-pwa';
import { useAppContext } from '../../app/use-app-context';
import { LoadingStatus } from '../../ui/loading-status';
import { ButtonLink } from '../../ui/router-links';
import { GetStarted } from './get-started';
import { HowItWorks } from './how-it-works';
import { RegistrationCard } from './registration-card';

// spec §2 Home: greeting, help, the two ways in, and one card per registration.
export function HomeScreen() {
  const { config } = useAppContext();
  const navigate = useNavigate();
  const profile = useAuthSelector((snapshot) => snapshot.context.profile);
  const user = useAuthSelector((snapshot) => snapshot.context.authData);
  const customer = useAuthSelector((snapshot) => snapshot.context.customer);
  const customerError = useAuthSelector((snapshot) => snapshot.context.customerError);
  const lastKnown = useAuthSelector((snapshot) => snapshot.context.lastKnownCustomer);
  const fetching = useAuthSelector((snapshot) =>
    snapshot.matches({ signedIn: { customer: 'fetching' } }),
  );
  const [toggled, setToggled] = useState<boolean | null>(null);
  // Offline at start-up, the last registrations fetched stand in, under the offline warning.
  // The session's answer arrives in one blocking update; the cards follow a step behind,
  // rendered in the background, so a slow phone is not frozen while a dozen of them render.
  const shown = useDeferredValue(customer ?? (customerError ? lastKnown : null));
  const registrations = homeRegistrations(shown?.eventRegistrationList ?? []);
  const loading = useDeferredValue(fetching && customer === null);
  // Open while there is nothing else to see; on a first visit with a registration it would push
  // My Events below the fold (spec §3 reads firstLogin but gives it no use).
  const helpOpen = toggled ?? registrations.length === 0;
  const firstName = profile?.firstName || user?.givenName || '';

  const open = (registration: EventRegistration) =>
    void navigate({
      to: cardDestination(registration),
      search: { registration: registration.walletId },
    });

  return (
    <Stack gap="lg" py="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          {/* The page's heading is My Events, which the signed-in routes land on. */}
          <Text fz="h2" fw={700} lh={1.2}>
            {firstName ? `Hi ${firstName}!` : 'Hi there!'}
          </Text>
          <Text c="dimmed" mt={4}>
            Welcome to {config.productName}, your cashless event wallet.
          </Text>
        </div>
        <ButtonLink to="/profile" variant="default" style={{ flexShrink: 0 }}>
          My Profile
        </ButtonLink>
      </Group>
      {customerError && <Alert color="yellow" variant="light" title={CUSTOMER_OFFLINE} />}
      <HowItWorks
        productName={config.productName}
        opened={!loading && helpOpen}
        onToggle={() => setToggled(!helpOpen)}
      />
      <GetStarted />
      <HomePwa />
      <Stack gap="sm" component="section" aria-labelledby="my-events">
        <Title order={1} size="h2" id="my-events">
          My Events
        </Title>
        {loading ? (
          <Center py="xl">
            <LoadingStatus label="Loading your events" />
          </Center>
        ) : registrations.length === 0 ? (
          <Text c="dimmed">You have not registered for any events yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {registrations.map((registration) => (
              <RegistrationCard
                key={registration.walletId}
                registration={registration}
                onSelect={open}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}
