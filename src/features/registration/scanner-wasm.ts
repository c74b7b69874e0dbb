// The barcode decoder's WebAssembly comes from our own origin: the scanner always decodes with
// it (even where the browser has a BarcodeDetector), and its default address is a public CDN
// that an installed app may not reach. Vite copies the file (hashed) into the build. It is the
// copy the scanner's own dependency chain installed; scanner-wasm.test.ts checks they match.
import { setZXingModuleOverrides } from '@yudiel/react-qr-scanner';
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

export function serveScannerWasmOurselves(): void {
  setZXingModuleOverrides({
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? zxingReaderWasm : prefix + path,
  });
}
