import { describe, expect, it } from 'vitest';
import { type Figures, figureShortfalls, medianFigures } from './festival-targets';

describe('festival network figures', () => {
  it('takes each figure’s median, a run that never got there counting as the slowest', () => {
    const runs: Figures[] = [
      { shell: 2400, loginTyping: 5000, homeCards: null },
      { shell: 2600, loginTyping: 7000, homeCards: 8000 },
      { shell: 2200, loginTyping: 6000, homeCards: null },
    ];
    expect(medianFigures(runs)).toEqual({ shell: 2400, loginTyping: 6000, homeCards: null });
  });

  it('fails a figure above its target or never reached, and passes one at its target', () => {
    expect(figureShortfalls({ shell: 2500, loginTyping: 6000, homeCards: 9000 })).toEqual([]);
    expect(figureShortfalls({ shell: 2501, loginTyping: null, homeCards: 9000 })).toEqual([
      'product name and loader painted from index.html (cold /login): 2501 ms > 2500 ms',
      'cold /login accepts typing: never > 6000 ms',
    ]);
  });
});
