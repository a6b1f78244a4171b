import { describe, expect, it } from 'vitest';
import { checkHumdrumStructure, NotationError, readScoreMeta } from './humdrum';
import { keyName, parseKeyName, parseKeySignature, shortKeyName, signatureOfKey } from './keys';
import { parsePiecesTable } from './pieces-table';

const score = (body: string) => `!!!OTL: Test\n!!!OMD: Adagio\n**kern\t**kern\n*k[f#]\t*k[f#]\n*e:\t*e:\n*M6/8\t*M6/8\n${body}*-\t*-\n`;

describe('readScoreMeta', () => {
  it('reads title, tempo, key, signature and metre', () => {
    const meta = readScoreMeta(score('4.e 4.g\t4.b\n'));
    expect(meta).toMatchObject({ title: 'Test', tempo: 'Adagio', signature: 1, metre: '6/8' });
    expect(keyName(meta.key)).toBe('E minor');
  });

  it('rejects a key signature that does not fit the key', () => {
    expect(() => readScoreMeta(score('').replace('*k[f#]\t*k[f#]', '*k[]\t*k[]'))).toThrow('does not fit E minor, which has 1 sharp');
  });

  it('names the line with the wrong number of fields', () => {
    const error = (() => {
      try {
        checkHumdrumStructure(score('4e\t4g\n4e\n'));
      } catch (e) {
        return e as NotationError;
      }
    })();
    expect(error).toBeInstanceOf(NotationError);
    expect(error?.line).toBe(8);
    expect(error?.message).toContain('expected 2 tab-separated fields');
  });

  it('names a token that is no note', () => {
    expect(() => checkHumdrumStructure(score('4e\txyz\n'))).toThrow('"xyz" in spine 2 is no **kern note');
  });

  it('follows spine splits and joins', () => {
    expect(() => checkHumdrumStructure(score('*^\t*\n4e\t4g\t4b\n*v\t*v\t*\n4e\t4g\n'))).not.toThrow();
  });

  it('wants the spines terminated', () => {
    expect(() => checkHumdrumStructure('**kern\n4c\n')).toThrow('not terminated');
  });
});

describe('keys', () => {
  it('counts signatures around the circle of fifths', () => {
    expect(['C major', 'G minor', 'F-sharp major', 'C-sharp minor', 'A-flat major', 'E-flat minor'].map((k) => signatureOfKey(parseKeyName(k)))).toEqual([0, -2, 6, 4, -4, -6]);
    expect(parseKeySignature('*k[b-e-a-]')).toBe(-3);
    expect(shortKeyName(parseKeyName('E-flat minor'))).toBe('Eb minor');
  });
});

describe('parsePiecesTable', () => {
  const page = `## The pieces at a glance\n\n| No. | Title | Key | Tempo and character | Duration approx. |\n| --- | --- | --- | --- | --- |\n| 1 | A | C major | Lento: slow | 2:00 |\n| 2 | B | D minor | Vivace: a dance in 7/8 | 1:00 |\n| | **Total** | | | **3:00** |\n\n## No. 1 — A\n\nA waltz in 3/4.\n`;
  it('reads the rows, the tempo marking and a stated metre', () => {
    const rows = parsePiecesTable(page);
    expect(rows.map((r) => [r.position, r.title, r.tempo, r.metre])).toEqual([
      [1, 'A', 'Lento', '3/4'],
      [2, 'B', 'Vivace', '7/8'],
    ]);
  });
});
