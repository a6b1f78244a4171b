import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readScoreMeta } from './humdrum';
import { keyName, signatureOfKey } from './keys';
import { parsePiecesTable } from './pieces-table';

// The music must agree with what the page says about it: its table "The pieces at a glance" and,
// where a section states one, the metre.
const page = readFileSync(join(process.cwd(), 'content/docs/My-Pieces/Twelve.mdx'), 'utf8');
const rows = parsePiecesTable(page);
const folder = join(process.cwd(), 'content/music/twelve-pieces');
const scores = readdirSync(folder)
  .filter((name) => name.endsWith('.krn'))
  .map((name) => ({ name, meta: readScoreMeta(readFileSync(join(folder, name), 'utf8')) }));

describe('the Twelve Pieces scores agree with the page', () => {
  it('has one score for each row of the table', () => {
    expect(rows).toHaveLength(12);
    expect(scores.map((s) => s.meta.number).sort()).toEqual(rows.map((r) => `No. ${r.position}`).sort());
  });

  for (const row of rows) {
    describe(`No. ${row.position}, ${row.title}`, () => {
      const score = () => {
        const found = scores.find((s) => s.meta.number === `No. ${row.position}`);
        if (!found) throw new Error(`no score numbered No. ${row.position} in content/music/twelve-pieces`);
        return found.meta;
      };
      it('has the title and tempo marking of the table', () => {
        expect(score().title).toBe(row.title);
        expect(score().tempo).toBe(row.tempo);
      });
      it(`is in ${row.keyText}, with its key signature`, () => {
        expect(keyName(score().key)).toBe(row.keyText);
        expect(score().key.mode).toBe(row.key.mode);
        expect(score().signature).toBe(signatureOfKey(row.key));
      });
      it('is in the metre the page states, if it states one', () => {
        if (row.metre) expect(score().metre).toBe(row.metre);
        else expect(score().metre).toMatch(/^\d+\/\d+$/);
      });
    });
  }
});
