// @vitest-environment jsdom
import '../../../test-support/app/setup-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startRegistrationChart } from '../../../test-support/app/registration-chart';
import { AppProviders } from '../../app/app-providers';
import { TagSearchForm } from './tag-search-form';

// Web NFC as Chrome for Android has it, as far as the form uses it.
const scans = new Set<EventTarget>();
class StandInNdefReader extends EventTarget {
  scan(options?: { signal?: AbortSignal }) {
    scans.add(this);
    options?.signal?.addEventListener('abort', () => scans.delete(this));
    return Promise.resolve();
  }
}
const tap = (serial: string) =>
  act(() => {
    for (const reader of scans)
      reader.dispatchEvent(Object.assign(new Event('reading'), { serialNumber: serial }));
  });

function renderForm() {
  const { actor } = startRegistrationChart({
    input: { kind: 'tag', profile: null, registrations: [] },
    api: { findTag: () => new Promise(() => {}) },
  });
  render(
    <AppProviders env="test">
      <TagSearchForm actor={actor} />
    </AppProviders>,
  );
  return actor;
}

const offer = () => screen.queryByRole('button', { name: 'Tap your band on your phone' });
const tagNumber = () => screen.getByLabelText(/^Tag Number/) as HTMLInputElement;

afterEach(() => {
  delete (globalThis as { NDEFReader?: unknown }).NDEFReader;
  scans.clear();
});

describe('tap your band to fill the tag number (Web NFC)', () => {
  it('is not offered by a browser without Web NFC', () => {
    renderForm();
    expect(offer()).toBeNull();
  });

  it("fills the tag number from the band's serial number and stops reading", async () => {
    Object.assign(globalThis, { NDEFReader: StandInNdefReader });
    const actor = renderForm();
    fireEvent.click(offer() as HTMLElement);
    expect(actor.getSnapshot().value).toEqual({ editing: 'reading' });
    expect(await screen.findByText('Hold your band against the back of your phone')).toBeTruthy();
    expect(scans.size).toBe(1);
    tap('04:a1:b2:c3:d4:e5:f6');
    expect(tagNumber().value).toBe('04 A1B2 C3D4 E5F6');
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(scans.size).toBe(0);
    expect(offer()).toBeTruthy();
  });

  it('stops reading when the customer stops it, leaving the number as it was', () => {
    Object.assign(globalThis, { NDEFReader: StandInNdefReader });
    renderForm();
    fireEvent.click(offer() as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Stop reading' }));
    expect(scans.size).toBe(0);
    expect(tagNumber().value).toBe('');
  });
});
