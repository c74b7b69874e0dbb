import { describe, expect, it } from 'vitest';
import { backgroundSet, cssUrl } from './card-background';

describe('backgroundSet (spec §9 widths)', () => {
  it('uses each size for its own width band', () => {
    expect(
      backgroundSet([
        { url: '/l.jpg', kind: 'background-large' },
        { url: '/s.jpg', kind: 'background-small' },
        { url: '/m.jpg', kind: 'background-medium' },
      ]),
    ).toEqual({ small: '/s.jpg', medium: '/m.jpg', large: '/l.jpg' });
  });

  it('lets a missing size borrow the nearest one, the larger on a tie', () => {
    expect(
      backgroundSet([
        { url: '/s.jpg', kind: 'background-small' },
        { url: '/l.jpg', kind: 'background-large' },
      ]),
    ).toEqual({ small: '/s.jpg', medium: '/l.jpg', large: '/l.jpg' });
    expect(backgroundSet([{ url: '/s.jpg', kind: 'background-small' }])).toEqual({
      small: '/s.jpg',
      medium: '/s.jpg',
      large: '/s.jpg',
    });
  });

  it('has nothing to show without background assets', () => {
    expect(backgroundSet([])).toBeNull();
    expect(backgroundSet([{ url: '/logo.png', kind: 'logo' }, { url: '/x.jpg' }])).toBeNull();
  });

  it('quotes the address in url()', () => {
    expect(cssUrl('/images/a b(1).jpg')).toBe('url("/images/a b(1).jpg")');
  });
});
