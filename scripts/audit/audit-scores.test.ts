import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, median, medianScores, shortfalls } from './audit-scores';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(median([93, 71, 88])).toBe(88);
    expect(median([90, 80, 100, 70])).toBe(85);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow();
  });
});

describe('medianScores', () => {
  it('takes each category on its own', () => {
    expect(
      medianScores([
        { performance: 95, accessibility: 100, 'best-practices': 96 },
        { performance: 60, accessibility: 100, 'best-practices': 100 },
        { performance: 91, accessibility: 92, 'best-practices': 100 },
      ]),
    ).toEqual({ performance: 91, accessibility: 100, 'best-practices': 100 });
  });
});

describe('shortfalls', () => {
  it('passes Performance 90, Accessibility 100 and Best Practices 100', () => {
    expect(
      shortfalls('/login', { performance: 90, accessibility: 100, 'best-practices': 100 }),
    ).toEqual([]);
  });

  it('names every category below its minimum', () => {
    expect(
      shortfalls('/home', { performance: 89, accessibility: 96, 'best-practices': 100 }),
    ).toEqual(['/home: performance 89 < 90', '/home: accessibility 96 < 100']);
  });
});

describe('cpuSlowdownFor', () => {
  it("keeps Lighthouse's 4x on a fast host", () => {
    expect(cpuSlowdownFor(1500)).toBe(4);
    expect(cpuSlowdownFor(2400)).toBe(4);
  });

  it('slows a busy host down less, so the simulated phone stays the same', () => {
    expect(cpuSlowdownFor(750)).toBe(2);
    expect(cpuSlowdownFor(600)).toBe(1.6);
  });

  it('never speeds the page up', () => {
    expect(cpuSlowdownFor(200)).toBe(1);
  });
});
