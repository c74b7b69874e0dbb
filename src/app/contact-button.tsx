import { Button, type ButtonProps } from '@mantine/core';
import { useAppContext } from './use-app-context';

// The contact page lives outside the portal, so it opens in a new tab.
export function ContactButton({ children, ...props }: ButtonProps & { onClick?: () => void }) {
  const { config } = useAppContext();
  return (
    <Button component="a" href={config.contactUrl} target="_blank" rel="noopener" {...props}>
      {children}
    </Button>
  );
}
