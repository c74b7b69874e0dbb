import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads plain, quoted and escaped fields with their starting lines', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""",\n\n"multi\nline",2,3';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['x, y', 'say "hi"', ''] },
      { line: 4, fields: ['multi\nline', '2', '3'] },
    ]);
  });

  it('keeps a record of empty quoted fields but skips blank lines', () => {
    expect(parseCsv('""\n\n,\n')).toEqual([
      { line: 1, fields: [''] },
      { line: 3, fields: ['', ''] },
    ]);
  });

  it('refuses an unterminated quoted field, naming its line', () => {
    expect(() => parseCsv('a\n"open,1\n2')).toThrow('starting on line 2');
  });
});
