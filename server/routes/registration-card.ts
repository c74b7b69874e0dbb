// POST /api/private/registration/card/find and /claim (spec §3 Tag search, §4 Tag status, §7;
// DESIGN §3 fixes the statuses).
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import {
  type CardClaimResponse,
  cardClaimEndpoint,
  cardFindEndpoint,
} from '../../core/contracts/registration-card-contract';
import {
  isValidTagNumber,
  isValidTagSerial,
  normaliseTagNumber,
} from '../../core/domain/registration';
import { maskClaimedEmail } from '../../core/domain/tag-status';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import {
  tagClaimRefusal as claimRefusal,
  type RefusedTagStatus as Refused,
} from '../registration/tag-claim-refusal';
import { tagVerdict } from '../registration/tag-find';
import { countWrongSerial, isBandLocked } from '../repositories/band-guesses';
import { consumeTagClaimGrant, grantTagClaim } from '../repositories/tag-claim-grants';
import {
  claimTag,
  findTagCandidates,
  holderEmail,
  lockTag,
} from '../repositories/tag-registrations';
import { currentCustomer, requireCustomer } from './current-customer';
import { serveEndpoint } from './serve-endpoint';

export function checkTagNumber(uid: string): void {
  if (!isValidTagNumber(uid)) throw new HttpError(400, 'body/uid must be 14 tag characters');
}

export function checkSerial(serial: string | undefined): void {
  if (serial !== undefined && !isValidTagSerial(serial)) {
    throw new HttpError(400, 'body/serial must be 3 to 6 characters');
  }
}

export function registerCardRegistrationRoutes(
  app: FastifyInstance,
  db: Database,
  rateLimit: onRequestHookHandler,
): void {
  serveEndpoint(
    app,
    cardFindEndpoint,
    async (request) => {
      const { uid, serial } = request.body;
      checkTagNumber(uid);
      checkSerial(serial);
      const customer = await currentCustomer(db, request);
      const found = await findTagCandidates(db, uid, serial);
      if (found.length === 0) await countWrongSerial(db, uid);
      // A locked band reads as not found, a right serial too, so that guessing on learns nothing.
      const candidates = found.length > 0 && (await isBandLocked(db, uid)) ? [] : found;
      const verdict = tagVerdict(candidates, customer?.id ?? null);
      // This customer has shown the uid and serial of exactly this tag: the claim may follow.
      if (customer && verdict.tag) await grantTagClaim(db, customer.id, verdict.tag.id);
      let claimedEmail: string | null = null;
      if (verdict.status === 'CLAIMED') {
        const email = await holderEmail(db, verdict.holderId);
        claimedEmail = email === null ? null : maskClaimedEmail(email);
      }
      return {
        tagId: verdict.tag?.id ?? null,
        uid: verdict.tag?.uid ?? normaliseTagNumber(uid),
        status: verdict.status,
        eventId: verdict.tag?.eventId ?? null,
        claimedEmail,
      };
    },
    { onRequest: rateLimit },
  );

  serveEndpoint(
    app,
    cardClaimEndpoint,
    async (request) => {
      const { uid, eventId, serial } = request.body;
      checkTagNumber(uid);
      checkSerial(serial);
      const customer = await requireCustomer(db, request);
      const outcome = await db.transaction(async (tx): Promise<CardClaimResponse | Refused> => {
        const locked = await lockTag(tx, eventId, uid);
        if (!locked) throw claimRefusal('NOT_FOUND');
        // As in the search, a wrong serial counts against the band and a locked band is not
        // found; both are answered after the commit, which keeps the count.
        if (serial !== undefined && !sameSerial(serial, locked.serial)) {
          await countWrongSerial(tx, locked.uid);
          return 'NOT_FOUND';
        }
        if (await isBandLocked(tx, locked.uid)) return 'NOT_FOUND';
        // The search's view of this tag, read again under the lock; the stored serial also finds
        // any twin in another event, which the search would have called FOUND_TOO_MANY.
        const candidates = await findTagCandidates(tx, locked.uid, locked.serial, {
          lockWallets: true,
        });
        const verdict = tagVerdict(candidates, customer.id);
        // The uid alone is readable by any NFC phone, so only a customer whose search just
        // matched uid and serial may go on; re-claiming one's own tag gives nothing new.
        const proven =
          verdict.status === 'CLAIMED_BY_CALLER' ||
          (await consumeTagClaimGrant(tx, customer.id, locked.id));
        if (!proven) throw claimRefusal('NOT_FOUND');
        if (verdict.status !== 'AVAILABLE' && verdict.status !== 'CLAIMED_BY_CALLER') {
          throw claimRefusal(verdict.status);
        }
        const walletId = await claimTag(tx, verdict.tag, verdict.wallet, customer.id);
        return { walletId, eventId: verdict.tag.eventId };
      });
      if (typeof outcome === 'string') throw claimRefusal(outcome);
      return outcome;
    },
    { onRequest: rateLimit },
  );
}

function sameSerial(entered: string, stored: string): boolean {
  return entered.trim().toUpperCase() === stored.trim().toUpperCase();
}
