import type { MantineBreakpoint } from '@mantine/core';
import { AnchorLink } from '../ui/router-links';
import { useAppContext } from './use-app-context';

export function Brand({
  to,
  visibleFrom,
}: {
  to: '/login' | '/home';
  visibleFrom?: MantineBreakpoint;
}) {
  const { config } = useAppContext();
  return (
    <AnchorLink
      to={to}
      fw={700}
      fz="lg"
      underline="never"
      c="brand.8"
      truncate="end"
      visibleFrom={visibleFrom}
    >
      {config.productName}
    </AnchorLink>
  );
}
