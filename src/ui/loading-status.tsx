import { Loader, type MantineSize } from '@mantine/core';

// Mantine's Loader is a bare span, which may carry a name only with a role (axe:
// aria-prohibited-attr); a status is what it is.
export function LoadingStatus({ label, size }: { label: string; size?: MantineSize }) {
  return <Loader role="status" aria-label={label} size={size} />;
}
