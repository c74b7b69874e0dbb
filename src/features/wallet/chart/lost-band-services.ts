// The calls the lost-band chart invokes, as plain async functions the app implements with its
// private API client; the chart itself never imports axios. Failures reject with an Error carrying
// spec §8's text; one the server answered carries its status and reason (see refusalReason), and
// one that got no answer is marked `offline`.
import { fromPromise } from 'xstate';
import type {
  BandLostBody,
  BandLostResponse,
  BandTransferBody,
  BandTransferResponse,
} from './lost-band-types';

export interface LostBandApi {
  reportBandLost(request: BandLostBody): Promise<BandLostResponse>;
  transferBand(request: BandTransferBody): Promise<BandTransferResponse>;
}

export function lostBandActors(api: LostBandApi) {
  return {
    reportBandLost: fromPromise<BandLostResponse, BandLostBody>(({ input }) =>
      api.reportBandLost(input),
    ),
    transferBand: fromPromise<BandTransferResponse, BandTransferBody>(({ input }) =>
      api.transferBand(input),
    ),
  };
}

export type LostBandActors = ReturnType<typeof lostBandActors>;
