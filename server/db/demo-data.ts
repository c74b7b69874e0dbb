// What the demo seed puts in an empty database, as data: the events, every wallet with its
// history, and the free tickets and tags a visitor can find. The seed writes it, the catalogue
// prints the part a visitor types in, and the tests read it back through the real rules.
import type { EventState } from '../../core/domain/event-phase';
import type { RefundStatus } from '../../core/domain/refund-status';
import { formatTagNumber } from '../../core/domain/registration';
import { TAG_STATUSES, type TagStatus } from '../../core/domain/tag-status';
import type { TicketStatus } from '../../core/domain/ticket-status';

/** The usual rate card of the terms: $4.00 activation, 5% card fee, $2.50 refund fee. */
export const DEMO_RATE_CARD = {
  currency: 'NZD',
  activationFeeOnlineCents: 400,
  creditCardFeeBp: 500,
  refundFeeOnlineCents: 250,
} as const;

export interface DemoEvent {
  key: string;
  name: string;
  state: EventState;
  contractCode: string;
}

export const DEMO_EVENTS: readonly DemoEvent[] = [
  { key: 'harbour', name: 'Harbour Lights Festival', state: 'PUBLISHED', contractCode: 'HLF' },
  {
    key: 'afterParty',
    name: 'Harbour Lights After Party',
    state: 'PUBLISHED',
    contractCode: 'HLA',
  },
  { key: 'riverbank', name: 'Riverbank Country Fair', state: 'PUBLISHED', contractCode: 'RCF' },
  { key: 'coastal', name: 'Coastal Beats', state: 'PUBLISHED', contractCode: 'CBT' },
  { key: 'beach', name: 'Beach Day Out', state: 'PUBLISHED', contractCode: 'BDO' },
  { key: 'summer', name: 'Summer Sounds', state: 'STARTED', contractCode: 'SUS' },
  { key: 'winter', name: 'Winter Beats', state: 'FINISHED', contractCode: 'WIB' },
  { key: 'autumn', name: 'Autumn Nights', state: 'FINISHED', contractCode: 'AUN' },
  { key: 'mountain', name: 'Mountain Jam', state: 'FINISHED', contractCode: 'MTJ' },
  { key: 'city', name: 'City Lights Parade', state: 'FINISHED', contractCode: 'CLP' },
  { key: 'sunset', name: 'Sunset Sessions', state: 'FINISHED', contractCode: 'SUN' },
  { key: 'vineyard', name: 'Vineyard Picnic', state: 'FINISHED', contractCode: 'VYP' },
  { key: 'lakeside', name: 'Lakeside Live', state: 'FINISHED', contractCode: 'LSL' },
  { key: 'midwinter', name: 'Midwinter Carnival', state: 'CLOSED', contractCode: 'MWC' },
  { key: 'spring', name: 'Spring Fling', state: 'DRAFT', contractCode: 'SPF' },
  { key: 'glow', name: 'Glow Festival 2024', state: 'ARCHIVED', contractCode: 'GLO' },
];

/** Whose a wallet is: the demo user, the second (made-up) account, or nobody yet. */
export type DemoOwner = 'demo' | 'other' | null;

/** A tap at a vendor (negative) or a top-up at a cash or card desk (positive), in cents. */
export interface DemoTap {
  cents: number;
  description: string;
}

export interface DemoRefund {
  state: 'PROCESSING' | 'COMPLETED' | 'VOID';
  batchState: 'OPEN' | 'CLOSED' | 'PAID';
}

export interface DemoWallet {
  event: string;
  owner: DemoOwner;
  ticket?: string;
  tag?: { uid: string; serial: string };
  refundStatus: RefundStatus;
  /** A completed online top-up before the event, charged the usual fees. */
  onlineTopUpCents?: number;
  taps?: readonly DemoTap[];
  refund?: DemoRefund;
  /** What the wallet is there for: its card banner and buttons, or its part in a search. */
  shows: string;
  /** Tags listed in the catalogue: the status the demo user's tag search gets. */
  tagStatus?: TagStatus;
}

const bar = (dollars: number): DemoTap => ({ cents: -dollars * 100, description: 'Bar' });
const food = (dollars: number): DemoTap => ({ cents: -dollars * 100, description: 'Food truck' });
const cash = (dollars: number): DemoTap => ({ cents: dollars * 100, description: 'Cash top up' });
const card = (dollars: number): DemoTap => ({ cents: dollars * 100, description: 'Card top up' });
const band = (uid: string, serial: string) => ({ uid, serial });

type WalletStory = Omit<DemoWallet, 'event' | 'owner' | 'shows'>;

// Each row opens with its event and what it shows, so the table reads as the cards and searches
// it stands for; the owner is the builder's name.
const walletOf =
  (owner: DemoOwner) =>
  (event: string, shows: string, story: WalletStory): DemoWallet => ({
    event,
    owner,
    shows,
    ...story,
  });
const mine = walletOf('demo');
const unregistered = walletOf(null);
const othersWallet = walletOf('other');

/** The demo user's registrations first (Home lists them in this order), then the free tags. */
export const DEMO_WALLETS: readonly DemoWallet[] = [
  mine('harbour', 'READY FOR EVENT, Add More Credit', {
    ticket: 'HLF-100001',
    refundStatus: 'NOT_AVAILABLE',
    onlineTopUpCents: 5000,
  }),
  mine('riverbank', 'ONLINE TOP UP AVAILABLE, Online Top Up', {
    ticket: 'RCF-110001',
    refundStatus: 'NOT_AVAILABLE',
  }),
  mine('coastal', 'READY FOR EVENT (a band posted before the event)', {
    tag: band('04C0A5ABEA7500', '2201'),
    refundStatus: 'NOT_AVAILABLE',
  }),
  mine('summer', 'Event In Progress (ticket exchanged for a band)', {
    ticket: 'SUS-120001',
    tag: band('04AA11BB22CC33', '1111'),
    refundStatus: 'NOT_AVAILABLE',
    onlineTopUpCents: 8000,
    taps: [bar(12.5), food(8.5), cash(20)],
  }),
  mine('winter', 'Refund Not Open', {
    tag: band('04B0B1B2B3B4B5', '3030'),
    refundStatus: 'NOT_AVAILABLE',
    taps: [cash(60), bar(12.5), food(8.5)],
  }),
  mine(
    'autumn',
    'Refund Available, Lodge Wallet Refund; your own tag, so a search says already registered',
    {
      tag: band('04C1C2C3C4C5C6', '4040'),
      refundStatus: 'AVAILABLE',
      taps: [card(50), bar(19)],
      tagStatus: 'CLAIMED_BY_CALLER',
    },
  ),
  mine('mountain', 'Event Finished (all spent)', {
    ticket: 'MTJ-130001',
    tag: band('04D1D2D3D4D5D6', '5050'),
    refundStatus: 'AVAILABLE',
    onlineTopUpCents: 2000,
    taps: [bar(9), food(6)],
  }),
  mine('city', 'Refund Logged, Amend bank account', {
    tag: band('04E0E1E2E3E4E5', '6060'),
    refundStatus: 'PROCESSING',
    taps: [cash(40), food(15)],
    refund: { state: 'PROCESSING', batchState: 'OPEN' },
  }),
  mine('sunset', 'Refund Paid', {
    tag: band('04F0F1F2F3F4F5', '7070'),
    refundStatus: 'COMPLETED',
    taps: [cash(30), bar(10)],
    refund: { state: 'COMPLETED', batchState: 'PAID' },
  }),
  mine('vineyard', 'Refund Cancelled, Lodge Wallet Refund', {
    tag: band('04A0A1A2A3A4A5', '8080'),
    refundStatus: 'VOID',
    taps: [card(45), food(12)],
    refund: { state: 'VOID', batchState: 'PAID' },
  }),
  mine('midwinter', 'Refund Closed', {
    tag: band('04B9B8B7B6B5B4', '9090'),
    refundStatus: 'AVAILABLE',
    taps: [cash(20), bar(12)],
  }),
  mine('spring', 'Event Draft (early-bird ticket)', {
    ticket: 'SPF-140001',
    refundStatus: 'NOT_AVAILABLE',
  }),
  mine('glow', 'not on Home (archived event)', {
    tag: band('04C9C8C7C6C5C4', '1212'),
    refundStatus: 'AVAILABLE',
    taps: [cash(20), bar(20)],
  }),
  unregistered('lakeside', 'register it, then lodge a refund', {
    tag: band('04A1B2C3D4E5F6', '1234'),
    refundStatus: 'AVAILABLE',
    taps: [cash(60), bar(12.5), food(8.5)],
    tagStatus: 'AVAILABLE',
  }),
  unregistered('lakeside', 'never tapped, nothing to refund', {
    tag: band('04B7C8D9E0F1A2', '5678'),
    refundStatus: 'AVAILABLE',
    tagStatus: 'NOT_USED',
  }),
  othersWallet('lakeside', 'registered by another account (jo***)', {
    tag: band('04D5E6F7A8B9C0', '3456'),
    refundStatus: 'AVAILABLE',
    taps: [cash(30), food(5)],
    tagStatus: 'CLAIMED',
  }),
  unregistered('lakeside', 'issued at two events', {
    tag: band('04ABABABABABAB', '2468'),
    refundStatus: 'AVAILABLE',
    taps: [cash(10)],
    tagStatus: 'FOUND_TOO_MANY',
  }),
  unregistered('winter', 'the same tag at a second event', {
    tag: band('04ABABABABABAB', '2468'),
    refundStatus: 'NOT_AVAILABLE',
  }),
  unregistered('summer', 'the event is still on', {
    tag: band('04C3D4E5F6A7B8', '9012'),
    refundStatus: 'NOT_AVAILABLE',
    taps: [cash(25), bar(7)],
    tagStatus: 'EVENT_NOT_FINISHED',
  }),
  unregistered('beach', 'the event has not started', {
    tag: band('04E1E2E3E4E5E6', '7788'),
    refundStatus: 'NOT_AVAILABLE',
    tagStatus: 'EVENT_NOT_STARTED',
  }),
  unregistered('glow', 'refunds closed long ago', {
    tag: band('04F1F2F3F4F5F6', '4455'),
    refundStatus: 'AVAILABLE',
    taps: [cash(15)],
    tagStatus: 'EVENT_ARCHIVED',
  }),
];

export interface DemoTicket {
  event: string;
  number: string;
  /** 'demo': issued in the demo user's name; 'stranger': someone else's. */
  holder: 'demo' | 'stranger';
  valid: boolean;
  onlineTopUpAllowed: boolean;
  /** Claimed by the other account (with its wallet). */
  claimedByOther?: boolean;
  status: TicketStatus;
  shows: string;
}

const freeTicket = (
  ticket: Partial<DemoTicket> & Pick<DemoTicket, 'event' | 'number' | 'status' | 'shows'>,
): DemoTicket => ({ holder: 'demo', valid: true, onlineTopUpAllowed: true, ...ticket });

/** Tickets nobody (or another account) has registered, for the ticket search. */
export const DEMO_FREE_TICKETS: readonly DemoTicket[] = [
  freeTicket({
    event: 'beach',
    number: 'BDO-300001',
    status: 'FOUND_VALID',
    shows: 'Add Ticket, then top up online',
  }),
  freeTicket({
    event: 'afterParty',
    number: 'HLA-200001',
    onlineTopUpAllowed: false,
    status: 'FOUND_ONLINE_TOPUP_DISABLED',
    shows: 'an after-party ticket without online top up',
  }),
  freeTicket({
    event: 'beach',
    number: 'BDO-300002',
    valid: false,
    status: 'FOUND_INVALID',
    shows: 'a cancelled ticket',
  }),
  freeTicket({
    event: 'beach',
    number: 'BDO-300003',
    claimedByOther: true,
    status: 'FOUND_CLAIMED',
    shows: 'registered by another account',
  }),
  freeTicket({
    event: 'beach',
    number: 'BDO-300004',
    holder: 'stranger',
    status: 'FOUND_MISMATCH',
    shows: 'issued to Alex Morgan, not to you',
  }),
  freeTicket({
    event: 'beach',
    number: 'TWIN-500001',
    status: 'FOUND_TOO_MANY',
    shows: 'the same number at two events',
  }),
  freeTicket({
    event: 'harbour',
    number: 'TWIN-500001',
    status: 'FOUND_TOO_MANY',
    shows: 'the same number at two events',
  }),
];

/** The second account holding the "claimed" ticket and tag; it exists only in the database. */
export const OTHER_ACCOUNT = {
  sub: 'demo-seed-other-account',
  email: 'jordan.taylor@example.com',
  firstName: 'Jordan',
  lastName: 'Taylor',
} as const;

/** The holder of the mismatching ticket. */
export const STRANGER = {
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'alex.morgan@example.com',
} as const;

function eventName(key: string): string {
  return DEMO_EVENTS.find((event) => event.key === key)?.name ?? key;
}

/**
 * The free tickets and tags to try, for the stack to print after the first start. The ticket
 * and tag forms are prefilled with the demo user's names and e-mail, which these are issued to.
 */
export function demoCatalogue(): string {
  const tickets = DEMO_FREE_TICKETS.filter(
    (ticket, index, all) => all.findIndex((other) => other.number === ticket.number) === index,
  );
  const order = (wallet: DemoWallet) => TAG_STATUSES.indexOf(wallet.tagStatus ?? 'NOT_FOUND');
  const tags = DEMO_WALLETS.filter((wallet) => wallet.tagStatus && wallet.tag).sort(
    (a, b) => order(a) - order(b),
  );
  const pad = (text: string, width: number) => text.padEnd(width);
  return [
    'Demo tickets to find ("I\'M GOING TO AN EVENT"):',
    ...tickets.map(
      (ticket) =>
        `  ${pad(ticket.number, 12)} ${pad(ticket.status, 28)} ${ticket.status === 'FOUND_TOO_MANY' ? 'two events' : eventName(ticket.event)}: ${ticket.shows}`,
    ),
    'Demo tags to find ("I NEED A REFUND", tag number / serial):',
    ...tags.map((wallet) => {
      const tag = wallet.tag as NonNullable<DemoWallet['tag']>;
      const where = wallet.tagStatus === 'FOUND_TOO_MANY' ? 'two events' : eventName(wallet.event);
      return `  ${pad(`${formatTagNumber(tag.uid)} / ${tag.serial}`, 25)} ${pad(wallet.tagStatus ?? '', 19)} ${where}: ${wallet.shows}`;
    }),
  ].join('\n');
}
