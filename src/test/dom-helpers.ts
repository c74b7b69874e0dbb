import { fireEvent, screen } from '@testing-library/react';

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
