import { Drawer, type DrawerProps } from '@mantine/core';

// Its own module so a drawer (overlay, focus trap, scroll lock, scroll area, floating-ui) loads
// when it first opens, not with the first screen it sits on: about 20 kB compressed that /login
// and /home would otherwise wait for on a festival network.
export function DrawerOnDemand(props: DrawerProps) {
  return <Drawer {...props} />;
}
