// Giving (part of) a wallet's balance to its event's charity (DESIGN §8 "Donation"). One
// transaction records the donation and its ledger row; the wallet row is locked first, so
// concurrent donations, taps and refunds of the wallet queue up and every check below sees the
// balance they leave. The client's request key is unique per wallet: a retry, even one racing
// the first attempt, finds the donation already made and gives nothing more.
import { randomBytes } from 'node:crypto';
import type { Donation, DonationBody } from '../../core/contracts/donation-contract';
import {
  DONATION_MINIMUM_MESSAGE,
  donationAmountError,
  donationError,
  NO_CHARITY_MESSAGE,
} from '../../core/domain/donation';
import { DONATION_CATEGORY } from '../../core/domain/donation-row';
import { formatMoney, fromCents } from '../../core/domain/money';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http-error';
import { centsFromApi } from '../ledger/api-money';
import { postLedgerEntry } from '../ledger/ledger';
import { findOwnedWallet } from '../ledger/owned-wallet';

export interface DonationResult {
  donation: Donation;
  balanceCents: number;
  /** false when the request key had already given: nothing was written. */
  applied: boolean;
}

export interface DonationRow {
  reference: string;
  charityName: string;
  amountCents: number;
  /** A Date from a row, text from WALLET_DONATIONS_JSON. */
  createdAt: Date | string;
}

const SELECT_DONATION = `select reference, charity_name as "charityName",
    amount_cents as "amountCents", created_at as "createdAt" from donations`;

export async function donate(
  db: Database,
  sub: string,
  body: DonationBody,
  now = new Date(),
): Promise<DonationResult> {
  const amountCents = requestedCents(body);
  return db.transaction(async (tx) => {
    const wallet = await findOwnedWallet(tx, sub, body.walletId, { lock: true });
    if (body.eventId !== wallet.event.id)
      throw new HttpError(400, "eventId is not the wallet's event");

    const [earlier] = await tx.query<DonationRow>(
      `${SELECT_DONATION} where wallet_id = $1 and request_key = $2`,
      [wallet.id, body.requestKey],
    );
    if (earlier) {
      if (amountCents !== null && amountCents !== earlier.amountCents) {
        throw new HttpError(
          409,
          `requestKey was already used for a donation of ${formatMoney(earlier.amountCents)}`,
        );
      }
      return { donation: toDonation(earlier), balanceCents: wallet.balanceCents, applied: false };
    }

    const refusal = donationError(
      {
        charityName: wallet.event.charityName,
        eventState: wallet.event.state,
        refundStatus: wallet.refundStatus,
        refundsCloseAt: wallet.event.refundsCloseAt,
        balanceCents: wallet.balanceCents,
      },
      now,
    );
    const { charityName } = wallet.event;
    if (refusal || charityName === null) throw new HttpError(409, refusal ?? NO_CHARITY_MESSAGE);
    const cents = amountCents ?? wallet.balanceCents;
    const amountError = donationAmountError(cents, wallet.balanceCents);
    if (amountError) throw new HttpError(409, amountError);

    const row = await insertDonation(tx, {
      walletId: wallet.id,
      customerId: wallet.customerId,
      requestKey: body.requestKey,
      charityName,
      amountCents: cents,
    });
    const posted = await postLedgerEntry(tx, {
      walletId: wallet.id,
      reference: row.reference,
      category: DONATION_CATEGORY,
      totalCents: -cents,
      description: `Donation to ${row.charityName}`,
    });
    return { donation: toDonation(row), balanceCents: posted.balanceCents, applied: true };
  });
}

/** Wallet $1's donations, newest first, as one JSON array (the wallet call reads it). */
export const WALLET_DONATIONS_JSON = `(select coalesce(json_agg(json_build_object(
    'reference', reference, 'charityName', charity_name, 'amountCents', amount_cents,
    'createdAt', created_at) order by created_at desc, id desc), '[]')
  from donations where wallet_id = $1)`;

export function toDonation(row: DonationRow): Donation {
  return {
    reference: row.reference,
    charityName: row.charityName,
    amount: fromCents(row.amountCents),
    date: new Date(row.createdAt).toISOString(),
  };
}

// Read before the transaction: a malformed amount is the client's mistake, whatever the wallet.
function requestedCents(body: DonationBody): number | null {
  if (body.wholeBalance) {
    if (body.amount !== undefined) {
      throw new HttpError(400, 'amount must be left out when wholeBalance is true');
    }
    return null;
  }
  if (body.amount === undefined) {
    throw new HttpError(400, 'amount is required unless wholeBalance is true');
  }
  const cents = centsFromApi(body.amount, 'amount');
  if (cents < 1) throw new HttpError(400, `amount: ${DONATION_MINIMUM_MESSAGE}`);
  return cents;
}

async function insertDonation(
  tx: Queryable,
  donation: {
    walletId: string;
    customerId: string;
    requestKey: string;
    charityName: string;
    amountCents: number;
  },
): Promise<DonationRow> {
  const [row] = await tx.query<DonationRow>(
    `insert into donations (reference, request_key, wallet_id, customer_id, charity_name,
       amount_cents)
     values ($1, $2, $3, $4, $5, $6)
     returning reference, charity_name as "charityName", amount_cents as "amountCents",
       created_at as "createdAt"`,
    [
      `DN-${randomBytes(12).toString('hex').toUpperCase()}`,
      donation.requestKey,
      donation.walletId,
      donation.customerId,
      donation.charityName,
      donation.amountCents,
    ],
  );
  if (!row) throw new Error('The donation was not recorded');
  return row;
}
