import type { ActorRefFrom } from 'xstate';
import type { ProfileMachine } from '../../machines/profile/profile-machine';
import { useFlowActor } from '../app/use-flow-actor';
import { useProfileOffline } from '../app/use-profile-offline';
import { ActorChartState } from '../ui/chart-state';
import { PendingScreen } from '../ui/pending-screen';
import { ProfileForm } from './profile-form';

// spec §2 Profile: the session's profile chart, started with the signed-in profile. Offline at
// start-up the copy kept from the last session stands in, read-only under the offline warning.
export function ProfileScreen() {
  const actor = useFlowActor('profile') as ActorRefFrom<ProfileMachine> | undefined;
  const offline = useProfileOffline();
  if (!actor) return <PendingScreen />;
  return (
    <>
      <ActorChartState chart="profile" actor={actor} />
      <ProfileForm actor={actor} offline={offline} />
    </>
  );
}
