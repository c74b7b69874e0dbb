import {
  type IDetectedBarcode,
  type IScannerError,
  type IScannerProps,
  Scanner,
} from '@yudiel/react-qr-scanner';
import { serveScannerWasmOurselves } from './scanner-wasm';

serveScannerWasmOurselves();

/** QR codes and the 1-D and stacked codes printed on event tickets. */
const TICKET_FORMATS: NonNullable<IScannerProps['formats']> = [
  'qr_code',
  'code_128',
  'code_39',
  'ean_13',
  'itf',
  'pdf417',
];

/** spec §9: camera scan delay 300 ms. */
const SCAN_DELAY_MS = 300;

/**
 * The back camera at whatever resolution it has: the library's default asks for at least 640 px
 * both ways, which a laptop webcam (640 x 480) cannot give. A module constant, so the scanner
 * sees the same object on every render and does not restart the camera.
 */
const CAMERA: MediaTrackConstraints = {
  facingMode: 'environment',
  width: { ideal: 1280 },
  height: { ideal: 720 },
};

const OVERLAYS = { finder: true, torch: true, onOff: false, zoom: false };

export interface TicketScannerProps {
  onScanned: (text: string) => void;
  /** The camera could not be used: permission refused, no camera, or no decoder. */
  onDenied: (error: IScannerError) => void;
}

// Loaded on demand (it carries the camera and decoder code) by the ticket search screen.
export function TicketScanner({ onScanned, onDenied }: TicketScannerProps) {
  const scanned = (codes: IDetectedBarcode[]) => {
    const text = codes.map((code) => code.rawValue.trim()).find((value) => value !== '');
    if (text) onScanned(text);
  };
  return (
    <Scanner
      onScan={scanned}
      onError={onDenied}
      formats={TICKET_FORMATS}
      // The delay between detection attempts as well as between answers: a phone's CPU is
      // spared and a held-up ticket is read once.
      scanDelay={SCAN_DELAY_MS}
      retryDelay={SCAN_DELAY_MS}
      sound={false}
      constraints={CAMERA}
      components={OVERLAYS}
    />
  );
}
