// The registration the customer picked (a Home card, a claimed ticket, an already-registered
// tag), read by the wallet, top-up and refund screens. Kept in memory only: spec §3 excludes
// wallet data from persisted state, so a reload starts without a selection.
import { useSyncExternalStore } from 'react';
import type { EventRegistration } from '../domain/registration';

interface Selection {
  /** The signed-in user's subject when the selection was made. */
  customerId: string;
  registration: EventRegistration;
}

let selection: Selection | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function selectRegistration(customerId: string, registration: EventRegistration): void {
  selection = { customerId, registration };
  emit();
}

export function clearSelectedRegistration(): void {
  if (selection === null) return;
  selection = null;
  emit();
}

/** spec §4: on profile load, a wallet selected by someone else is dropped. */
export function resetSelectionUnlessOwnedBy(customerId: string): void {
  if (selection && selection.customerId !== customerId) clearSelectedRegistration();
}

/** The selection, if the given customer made it; another customer's is never handed out. */
export function selectedRegistration(customerId: string | null): EventRegistration | null {
  return selection && selection.customerId === customerId ? selection.registration : null;
}

/** Re-renders when the selection changes. */
export function useSelectedRegistration(customerId: string | null): EventRegistration | null {
  const current = useSyncExternalStore(subscribe, () => selection);
  return current && current.customerId === customerId ? current.registration : null;
}
