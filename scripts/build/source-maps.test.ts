// dist/ may go to any static host, where nothing refuses a source map: the build makes none.
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';

describe('production build', () => {
  it('writes no source maps and no sourceMappingURL comments', () => {
    expect(viteConfig.build?.sourcemap).toBe(false);
  });
});
