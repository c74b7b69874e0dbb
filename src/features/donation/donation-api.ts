// The donation page's call (DESIGN §8: /customer/donation/create) for the donation machine.
import { donationEndpoint } from '../../../core/contracts/donation-contract';
import { endpointCaller, type LoadApi } from '../../api/call-endpoint';
import type { DonationApi } from './chart/donation-services';

export function createDonationApi(loadApi: LoadApi): DonationApi {
  const call = endpointCaller(loadApi);
  return { donate: (request) => call(donationEndpoint, request) };
}
