// The profile as last fetched or saved, for My Profile offline (./last-known-store.ts). Its
// e-mail is the sign-in name, auth data the app does not persist (spec §3): the session puts
// back the one the identity token names.
import type { Profile } from '../../../core/contracts/profile-contract';
import { lastKnownStore } from './last-known-store';

const store = lastKnownStore<Profile>('tapwallet.lastKnownProfile');

export function rememberProfile(sub: string, profile: Profile): void {
  store.remember(sub, { ...profile, email: '' });
}
export const lastKnownProfile = store.recall;
export const forgetLastKnownProfile = store.forget;
