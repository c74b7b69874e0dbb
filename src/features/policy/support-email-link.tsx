import { Anchor } from '@mantine/core';
import { useAppContext } from '../../app/use-app-context';

export function SupportEmailLink() {
  const { config } = useAppContext();
  return <Anchor href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Anchor>;
}
