import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';

export const UPDATE_AVAILABLE = 'A new version is available';
const NOTICE_ID = 'pwa-update';

/** Offers a waiting new version; it stays until the user reloads or closes it. */
export function showUpdateNotice(apply: () => void): void {
  notifications.show({
    id: NOTICE_ID,
    title: UPDATE_AVAILABLE,
    message: (
      <Button
        size="xs"
        mt="xs"
        onClick={() => {
          notifications.hide(NOTICE_ID);
          apply();
        }}
      >
        Reload
      </Button>
    ),
    autoClose: false,
    withCloseButton: true,
  });
}
