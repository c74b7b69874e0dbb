import { useAuthSelector } from '../../app/auth-actor-context';
import { useFlowActor } from '../../app/use-flow-actor';
import { useProfileOffline } from '../../app/use-profile-offline';
import { ActorChartState } from '../../ui/chart-state';
import { PendingScreen } from '../../ui/pending-screen';
import { ProfileForm } from './profile-form';

// spec §2 Profile: the session's profile chart, started with the signed-in profile. Offline at
// start-up the copy kept from the last session stands in, read-only under the offline warning.
export function ProfileScreen() {
  const actor = useFlowActor('profile');
  const offline = useProfileOffline();
  // The account's address is its sign-in name: shown, never edited here.
  const email = useAuthSelector(
    (snapshot) => snapshot.context.profile?.email || snapshot.context.authData?.email || '',
  );
  if (!actor) return <PendingScreen />;
  return (
    <>
      <ActorChartState chart="profile" actor={actor} />
      <ProfileForm actor={actor} email={email} offline={offline} />
    </>
  );
}
