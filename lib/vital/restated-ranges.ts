/**
 * A range belongs in the parameter data only (content/data/vital): prose that writes it again can
 * drift from the table. This finds sentences of a page that name a control of the data and state
 * that control's range: both ends ("0 to 20 dB", "between -1 and 1", "±100 cents") or its top
 * ("up to 20 dB"). Such a sentence should link to the row (rowAnchor) instead.
 */
import { rowAnchor, type ParameterFile } from './parameters';

export interface RestatedRange {
  /** 1-based line of the page source. */
  line: number;
  /** The numbers as the prose writes them. */
  stated: string;
  /** The data row that already states them, as "file stem/table id, control". */
  row: string;
  /** The row's anchor, for the fix. */
  anchor: string;
}

interface RowRange {
  row: string;
  anchor: string;
  names: RegExp[];
  pairs: [number, number][];
}

const NUMBER = String.raw`[-+]?\d+(?:\.\d+)?`;
/** "A to B" as a range column writes it, with an optional unit after A. */
const DATA_PAIR = new RegExp(String.raw`(${NUMBER})\s*(?:%|[A-Za-z.]+)?\s+to\s+(?:about\s+)?(${NUMBER})(?!\s*\/|\d)`, 'g');

/** Parts of control labels that name a mode or a place, not a control. */
const NOT_A_NAME = new Set([
  'mode',
  'synced',
  'seconds',
  'keytrack',
  'per band',
  'dragged in the graph',
  'stereo modes',
  'under the graph',
  'vowel pad',
  'tempo',
  'tempo dotted',
  'tempo triplets',
  'icon',
  'row number',
  'on',
  'off',
]);

function namesOf(control: string): RegExp[] {
  return control
    .split(/\s*[(),/]\s*|\s+or\s+|\s+and\s+/)
    .map((part) =>
      part
        .trim()
        .replace(/\b(?:icon|button)$/i, '')
        .trim(),
    )
    .filter((part) => part.length >= 3 && !NOT_A_NAME.has(part.toLowerCase()))
    .map((part) => {
      const words = part.split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/s$/i, ''));
      return new RegExp(String.raw`\b${words.join(String.raw`\s+`)}(?:s|es)?\b`, 'i');
    });
}

function rangesOf(files: readonly ParameterFile[]): RowRange[] {
  return files.flatMap((file) =>
    file.tables.flatMap((table) =>
      table.rows.flatMap((row) => {
        const pairs = [...row.range.matchAll(DATA_PAIR)].map((m): [number, number] => [Number(m[1]), Number(m[2])]);
        return pairs.length ? [{ row: `${file.stem}/${table.id}, ${row.control}`, anchor: rowAnchor(table.id, row.control), names: namesOf(row.control), pairs }] : [];
      }),
    ),
  );
}

/** The prose of an MDX source, line by line, with code, JSX tags and link targets removed; math kept. */
function proseLines(source: string): string[] {
  let fence = false;
  return source.split('\n').map((text) => {
    if (/^\s*(```|~~~)/.test(text)) {
      fence = !fence;
      return '';
    }
    if (fence || /^(import|export)\s/.test(text)) return '';
    return text
      .replace(/`[^`]*`/g, ' ')
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/[−–]/g, (dash) => (dash === '−' ? '-' : ' to '))
      .replace(/\\,|\\text\{([^}]*)\}|\$/g, (_m, text?: string) => text ?? ' ')
      .replace(/\\pm\s*|\+\/-/g, '±');
  });
}

/** The ranges a sentence states: [low, high] pairs, and a top alone as [NaN, high]. */
function statedRanges(sentence: string): { stated: string; pair: [number, number] }[] {
  const found: { stated: string; pair: [number, number] }[] = [];
  const pair = new RegExp(String.raw`(${NUMBER})\s*(?:%|[A-Za-z.]+)?\s*(?:to|and)\s+(?:about\s+)?(${NUMBER})(?!\s*\/|\d)`, 'g');
  for (const m of sentence.matchAll(pair)) found.push({ stated: m[0], pair: [Number(m[1]), Number(m[2])] });
  for (const m of sentence.matchAll(new RegExp(String.raw`±\s*(${NUMBER})`, 'g'))) found.push({ stated: m[0], pair: [-Number(m[1]), Number(m[1])] });
  for (const m of sentence.matchAll(new RegExp(String.raw`\b(?:up to|at most)\s+(${NUMBER})`, 'gi'))) found.push({ stated: m[0], pair: [Number.NaN, Number(m[1])] });
  return found;
}

function sameRange(stated: [number, number], data: [number, number]): boolean {
  const [low, high] = [Math.min(...data), Math.max(...data)];
  if (Number.isNaN(stated[0])) return stated[1] === high && low >= 0;
  return Math.min(...stated) === low && Math.max(...stated) === high;
}

/** Sentences of `source` that state a range the parameter data already states for a control they name. */
export function restatedRanges(source: string, files: readonly ParameterFile[]): RestatedRange[] {
  const ranges = rangesOf(files);
  const found: RestatedRange[] = [];
  proseLines(source).forEach((text, index) => {
    for (const sentence of text.split(/(?<=[.;:!?|])\s+/)) {
      const stated = statedRanges(sentence);
      if (stated.length === 0) continue;
      for (const range of ranges) {
        if (!range.names.some((name) => name.test(sentence))) continue;
        const hit = stated.find((s) => range.pairs.some((pair) => sameRange(s.pair, pair)));
        if (hit) found.push({ line: index + 1, stated: hit.stated.trim(), row: range.row, anchor: range.anchor });
      }
    }
  });
  return found;
}
