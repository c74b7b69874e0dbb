// A stand-in for Web NFC's NDEFReader (Chrome on Android), put in the page before its scripts
// run: Chromium on a desktop has none. The spec taps a band (a chip's serial number) or makes
// the read fail, as a phone would when a band is held to it or NFC is off.
import type { Page } from '@playwright/test';

export interface BandReaderControl {
  /** A chip is held to the phone: the reading reader tells its serial number. */
  tap(serial: string): void;
  /** The read fails (permission refused, NFC off). */
  fail(): void;
  /** How many scans are running now (a closed reader stops its scan). */
  scanning(): number;
}

declare global {
  interface Window {
    bandReader: BandReaderControl;
  }
}

export async function withStandInBandReader(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const readers = new Set<EventTarget>();
    class StandInNdefReader extends EventTarget {
      scan(options?: { signal?: AbortSignal }): Promise<void> {
        readers.add(this);
        options?.signal?.addEventListener('abort', () => readers.delete(this));
        return Promise.resolve();
      }
    }
    Object.assign(window, {
      NDEFReader: StandInNdefReader,
      bandReader: {
        tap(serial: string) {
          for (const reader of readers)
            reader.dispatchEvent(Object.assign(new Event('reading'), { serialNumber: serial }));
        },
        fail() {
          for (const reader of readers) reader.dispatchEvent(new Event('readingerror'));
        },
        scanning: () => readers.size,
      },
    });
  });
}

/** A tag number as Web NFC gives a band's serial number: bytes in lower-case hex, colons between. */
export function nfcSerialOf(uid: string): string {
  return (uid.toLowerCase().match(/.{2}/g) ?? []).join(':');
}
