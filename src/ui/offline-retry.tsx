import { Alert, Button, Stack } from '@mantine/core';
import { CUSTOMER_OFFLINE } from '../../core/domain/messages';
import { ButtonLink } from './router-links';

/** A wallet page whose wallet could not be fetched offline: the warning, Try Again and Back. */
export function OfflineRetry({
  onRetry,
  registration,
}: {
  onRetry: () => void;
  /** The wallet Back returns to. */
  registration: string | undefined;
}) {
  return (
    <Stack gap="md" py="md">
      <Alert color="yellow" variant="light" role="alert" title={CUSTOMER_OFFLINE} />
      <Stack gap="sm">
        <Button onClick={onRetry}>Try Again</Button>
        <ButtonLink to="/event/wallet" search={{ registration }} variant="default">
          Back
        </ButtonLink>
      </Stack>
    </Stack>
  );
}
