import { Notifications, type NotificationsProps } from '@mantine/notifications';

// Its own module so the notification stack and its transitions load only with the first alert.
export function AppNotifications(props: NotificationsProps) {
  return <Notifications {...props} />;
}
