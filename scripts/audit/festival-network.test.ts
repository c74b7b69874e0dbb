import { describe, expect, it } from 'vitest';
import { describeFestivalFigures, FESTIVAL_TARGETS, festivalShortfalls } from './festival-network';

describe('the festival network figures', () => {
  it('fails the audit on a slow shell, a login that takes typing late or late cards on /home', () => {
    expect(festivalShortfalls(FESTIVAL_TARGETS)).toEqual([]);
    expect(festivalShortfalls({ ...FESTIVAL_TARGETS, shellMs: 2501 })).toEqual([
      'festival network: shellMs 2501 > 2500',
    ]);
    expect(festivalShortfalls({ ...FESTIVAL_TARGETS, loginTypingMs: 6001 })).toEqual([
      'festival network: loginTypingMs 6001 > 6000',
    ]);
    expect(festivalShortfalls({ ...FESTIVAL_TARGETS, homeCardsMs: 9001 })).toEqual([
      'festival network: homeCardsMs 9001 > 9000',
    ]);
  });

  it('says which figures met their targets', () => {
    expect(
      describeFestivalFigures({ shellMs: 2200, loginTypingMs: 9800, homeCardsMs: 8000 }),
    ).toEqual([
      'shellMs 2200 ms, target 2500 ms: met',
      'loginTypingMs 9800 ms, target 6000 ms: not met',
      'homeCardsMs 8000 ms, target 9000 ms: met',
    ]);
  });
});
