// The lost-band chart with the app's effects: the two lost-band calls of the private API and the
// alert told on the new band's wallet once the balance moved.
import { bandLostEndpoint, bandTransferEndpoint } from '../../../core/contracts/lost-band-contract';
import { LOST_BAND_TEXT, movedBalanceText } from '../../../core/domain/lost-band-texts';
import type { LoadApi } from '../../api/call-endpoint';
import { endpointCaller } from '../../api/call-endpoint';
import type { FlowParts } from '../../app/flow-parts';
import { ok, showAlert } from '../../ui/alerts';
import { lostBandMachine } from './chart/lost-band-machine';
import { type LostBandApi, lostBandActors } from './chart/lost-band-services';

export function createLostBandApi(loadApi: LoadApi): LostBandApi {
  const call = endpointCaller(loadApi);
  return {
    reportBandLost: (request) => call(bandLostEndpoint, request),
    transferBand: (request) => call(bandTransferEndpoint, request),
  };
}

export function createLostBandFlow({ api }: Pick<FlowParts, 'api'>) {
  return lostBandMachine.provide({
    actors: lostBandActors(createLostBandApi(api)),
    actions: {
      notifyMoved: (_, { cents, uid }) =>
        showAlert(ok({ title: LOST_BAND_TEXT.movedTitle, body: movedBalanceText(cents, uid) })),
    },
  });
}
