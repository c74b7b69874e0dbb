import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** Types into the field whose label starts with `label` (required labels end in an asterisk). */
export function fill(label: string, value: string): void {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  fireEvent.change(screen.getByLabelText(new RegExp(`^${escaped}`)), { target: { value } });
}

export function click(name: string): void {
  fireEvent.click(screen.getByRole('button', { name }));
}

export function heading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

/** An alert (notification) with this title and body. */
export async function findAlert(title: string, body: string): Promise<void> {
  await screen.findByText(title);
  screen.getByText(body);
}

/** Waits until the router has shown the screen of the last navigation. */
export async function routerSettled(router: { state: { status: string } }): Promise<void> {
  await waitFor(() => expect(router.state.status).toBe('idle'));
}
