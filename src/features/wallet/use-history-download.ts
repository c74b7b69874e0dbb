// Download CSV (DESIGN §8 History): the server writes the wallet's whole history, every row and
// not one page, in the browser's time zone; the file is saved as the server names it. A plain
// handler beside the wallet chart: the download changes nothing the page shows but its button.
import { useState } from 'react';
import type { EventRegistration } from '../../../core/contracts/customer-contract';
import type { LoadApi } from '../../api/call-endpoint';
import { failureMessage } from '../../chart-shared/failure-message';
import { saveFile } from './save-file';
import { createHistoryExport } from './wallet-api';

export interface HistoryDownload {
  download(): Promise<void>;
  downloading: boolean;
  /** Why the last download failed, until the next one starts. */
  error: string | null;
}

/** The download of the registration's wallet; none before the page has its registration. */
export function useHistoryDownload(
  api: LoadApi,
  registration: EventRegistration | null,
): HistoryDownload {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    if (!registration) return;
    setDownloading(true);
    setError(null);
    try {
      const file = await createHistoryExport(api)({
        walletId: registration.walletId,
        eventId: registration.event.id,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      saveFile(file.csv, file.fileName, file.mediaType);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setDownloading(false);
    }
  };
  return { download, downloading, error };
}
