import { Drawer, type DrawerProps } from '@mantine/core';

// Its own module so the drawer (overlay, focus trap, scroll lock, scroll area) loads when the
// phone menu first opens, not with every signed-out page.
export function PublicMenuDrawer(props: DrawerProps) {
  return <Drawer {...props} />;
}
