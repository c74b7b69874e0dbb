import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Lodges a refund of a ticket holder's whole wallet by the API, as the refund form would ($37.50
 * to an NZ account after the $2.50 fee), for specs about what follows a lodged refund; answers the
 * wallet's id.
 */
export async function lodgeRefundByApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  { email, eventId, ticket }: { email: string; eventId: string; ticket: string },
): Promise<string> {
  const listed = await request.post('/api/private/customer', {
    headers,
    data: { returning: false },
  });
  const { eventRegistrationList } = (await listed.json()) as {
    eventRegistrationList: { walletId: string; event: { id: string } }[];
  };
  const walletId = eventRegistrationList.find((reg) => reg.event.id === eventId)?.walletId;
  if (!walletId) throw new Error(`No wallet at event ${eventId}`);
  const lodged = await request.post('/api/private/customer/refund/create', {
    headers,
    data: {
      firstName: 'Pat',
      lastName: 'Lee',
      phone: '021 555 0101',
      email,
      accountNumber: '01-0902-0068389-00',
      refundTotal: 37.5,
      refundFee: 2.5,
      tagNumber: null,
      ticketNumber: ticket,
      walletId,
      eventId,
      eventDetailId: eventId,
      refundCurrency: 'NZD',
    },
  });
  expect(lodged.status(), await lodged.text()).toBe(200);
  return walletId;
}
