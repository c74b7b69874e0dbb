import { AnchorLink } from '../ui/router-links';
import { useAppContext } from './use-app-context';

export function Brand({ to }: { to: '/login' | '/home' }) {
  const { config } = useAppContext();
  return (
    // A long product name gives way to the links beside it (truncated, never wrapped).
    <AnchorLink
      to={to}
      fw={700}
      fz={{ base: 'sm', xs: 'lg' }}
      underline="never"
      c="brand.8"
      truncate="end"
      miw={0}
    >
      {config.productName}
    </AnchorLink>
  );
}
