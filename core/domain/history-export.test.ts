import { describe, expect, it } from 'vitest';
import { historyFileName } from './history-export';

describe('historyFileName', () => {
  it.each([
    ['Harbour Lights Festival', 'wallet-harbour-lights-festival-2026-11-27.csv'],
    ['  Café Über — Night #2 ', 'wallet-cafe-uber-night-2-2026-11-27.csv'],
    ['***', 'wallet-event-2026-11-27.csv'],
  ])('%s → %s', (name, file) => {
    expect(historyFileName(name, '2026-11-27')).toBe(file);
  });
});
