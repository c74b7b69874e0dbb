// What the wallet page's lost-band panel and the move page tell the lost-band chart.
import type { NewBandValues } from './lost-band-types';

export type LostBandEvent =
  /** 'Report Band Lost': the confirmation. */
  | { type: 'band.report' }
  | { type: 'band.report.cancel' }
  | { type: 'band.report.confirm' }
  /** An edit of the new band's fields. */
  | { type: 'band.move.edit'; values: Partial<NewBandValues> }
  /** 'Move Balance': the confirmation, once the new band's fields pass. */
  | { type: 'band.move.submit' }
  | { type: 'band.move.cancel' }
  | { type: 'band.move.confirm' }
  /** 'Try Again' after no answer came: the same call again. */
  | { type: 'band.move.retry' };
