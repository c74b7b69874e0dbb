// The event background behind a Home card (spec §9: images switch at widths up to 1024, up to
// 1920 and above). The API tags each asset of an event with its kind; a width without its own
// image borrows the nearest size the event has.
import type { EventAsset } from '../../../core/contracts/customer-contract';

export interface BackgroundSet {
  small: string;
  medium: string;
  large: string;
}

const SIZES = ['small', 'medium', 'large'] as const;
type Size = (typeof SIZES)[number];

/** Nearest sizes first, preferring the larger one on a tie so images are not stretched. */
const FALLBACKS: Record<Size, readonly Size[]> = {
  small: ['small', 'medium', 'large'],
  medium: ['medium', 'large', 'small'],
  large: ['large', 'medium', 'small'],
};

export function backgroundSet(assets: readonly EventAsset[]): BackgroundSet | null {
  const urls = new Map<Size, string>();
  for (const size of SIZES) {
    const asset = assets.find((candidate) => candidate.kind === `background-${size}`);
    if (asset?.url) urls.set(size, asset.url);
  }
  if (urls.size === 0) return null;
  const pick = (size: Size) =>
    FALLBACKS[size].map((option) => urls.get(option)).find((url) => url !== undefined) ?? '';
  return { small: pick('small'), medium: pick('medium'), large: pick('large') };
}

/** A CSS url() value; the address is quoted so that spaces and brackets cannot break out. */
export function cssUrl(url: string): string {
  return `url(${JSON.stringify(url)})`;
}
