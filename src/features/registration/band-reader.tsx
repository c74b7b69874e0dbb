import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { BAND_READ } from '../../../core/domain/messages';

// Web NFC (Chrome on Android): a band held to the phone tells its serial number, which is its
// tag number. Not in the DOM typings yet, so the part used here is declared.
interface NdefReading extends Event {
  serialNumber: string;
}
interface NdefReader extends EventTarget {
  scan(options?: { signal?: AbortSignal }): Promise<void>;
}
type NdefReaderConstructor = new () => NdefReader;

function ndefReaderClass(): NdefReaderConstructor | undefined {
  return (globalThis as { NDEFReader?: NdefReaderConstructor }).NDEFReader;
}

/** Whether this browser can read a band over NFC; elsewhere the offer is not shown. */
export function canReadBands(): boolean {
  return typeof ndefReaderClass() === 'function';
}

export interface BandReaderProps {
  onRead: (serial: string) => void;
  /** Permission refused, NFC off, or the chip could not be read. */
  onFailed: (error: unknown) => void;
  onClose: () => void;
}

/** Reads one band while shown; leaving (read, failed, closed) stops the scan. */
export function BandReader({ onRead, onFailed, onClose }: BandReaderProps) {
  // The latest handlers, so a re-render does not restart the scan.
  const handlers = useRef({ onRead, onFailed });
  handlers.current = { onRead, onFailed };

  useEffect(() => {
    const Reader = ndefReaderClass();
    if (!Reader) return;
    const stop = new AbortController();
    const reader = new Reader();
    reader.addEventListener(
      'reading',
      (event) => handlers.current.onRead((event as NdefReading).serialNumber),
      { signal: stop.signal },
    );
    reader.addEventListener('readingerror', (event) => handlers.current.onFailed(event), {
      signal: stop.signal,
    });
    reader.scan({ signal: stop.signal }).catch((error: unknown) => {
      if (!stop.signal.aborted) handlers.current.onFailed(error);
    });
    return () => stop.abort();
  }, []);

  return (
    <Stack gap="xs" maw={400}>
      <Group gap="xs" wrap="nowrap" role="status">
        <Loader size="xs" />
        <Text size="sm">{BAND_READ.waiting}</Text>
      </Group>
      <Button variant="default" onClick={onClose}>
        {BAND_READ.cancel}
      </Button>
    </Stack>
  );
}
