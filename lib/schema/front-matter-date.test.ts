import { describe, expect, it } from 'vitest';
import { frontMatterDate } from './split-front-matter';

describe('frontMatterDate', () => {
  it("reads dates as Docusaurus's js-yaml does: one-digit parts, a time, a zone, UTC without one", () => {
    expect(frontMatterDate('2021-05-01')).toBe('2021-05-01T00:00:00.000Z');
    expect(frontMatterDate('2015-11-3 10:30:00')).toBe('2015-11-03T10:30:00.000Z');
    expect(frontMatterDate('2015-02-15 9:18:00')).toBe('2015-02-15T09:18:00.000Z');
    expect(frontMatterDate('2018-08-27T18:00:00+02:00')).toBe('2018-08-27T16:00:00.000Z');
    expect(frontMatterDate('2018-08-27 23:30:00 -05:00')).toBe('2018-08-28T04:30:00.000Z');
    expect(frontMatterDate('2020-01-02T03:04:05.5Z')).toBe('2020-01-02T03:04:05.500Z');
  });

  it('ignores space around the date, a no-break space too (as babel/website writes some)', () => {
    expect(frontMatterDate('\u00a0 2018-08-27 18:00:00')).toBe('2018-08-27T18:00:00.000Z');
  });

  it("carries a day past the month's end into the next month, as JavaScript's Date does", () => {
    expect(frontMatterDate('2017-02-29 11:00:00')).toBe('2017-03-01T11:00:00.000Z');
  });

  it('keeps a Date as its ISO string, returns text that is no date as written, and nothing for other values', () => {
    expect(frontMatterDate(new Date(Date.UTC(2024, 0, 2)))).toBe('2024-01-02T00:00:00.000Z');
    expect(frontMatterDate('next Tuesday')).toBe('next Tuesday');
    expect(frontMatterDate(2021)).toBeUndefined();
  });
});
