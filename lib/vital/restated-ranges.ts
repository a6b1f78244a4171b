/**
 * A range belongs in the parameter data only (content/data/vital): prose that writes it again can
 * drift from the table. This finds sentences of a page that name a control of the data and state
 * that control's range: both ends ("0 to 20 dB", "between -1 and 1", "±100 cents", "from note 8 to
 * note 136") or its top ("up to 20 dB", "20 dB at most"). Such a sentence should link to the row
 * (rowAnchor) instead. A range the data gives in semitones from middle C is also matched as the MIDI
 * notes it stands for (note 60 is middle C), since that is how the code stores it.
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

/** MIDI note number of middle C, the zero of a range "in semitones from middle C". */
const MIDDLE_C = 60;

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
        const shown = [...row.range.matchAll(DATA_PAIR)].map((m): [number, number] => [Number(m[1]), Number(m[2])]);
        const first = shown[0];
        const notes: [number, number][] = /semitones from middle C/i.test(row.range) && first ? [[first[0] + MIDDLE_C, first[1] + MIDDLE_C]] : [];
        const pairs = [...shown, ...notes];
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
  // "0 to 20 dB", "between -1 and 1", and with the same word or two before each end: "from note 8 to note 136".
  const pair = new RegExp(String.raw`(?:\b((?:[A-Za-z]+\s+){1,2}))?(${NUMBER})\s*(?:%|[A-Za-z.]+)?\s*(?:to|and)\s+(?:about\s+|\1)?(${NUMBER})(?!\s*\/|\d)`, 'gi');
  for (const m of sentence.matchAll(pair)) found.push({ stated: m[0].slice(m[1]?.length ?? 0), pair: [Number(m[2]), Number(m[3])] });
  for (const m of sentence.matchAll(new RegExp(String.raw`±\s*(${NUMBER})`, 'g'))) found.push({ stated: m[0], pair: [-Number(m[1]), Number(m[1])] });
  // A top alone, before the number ("up to 20", "a maximum of 20") or after it ("20 dB at most", "20 dB maximum").
  for (const m of sentence.matchAll(new RegExp(String.raw`\b(?:up to|at most|no more than|a maximum of)\s+(${NUMBER})`, 'gi'))) found.push({ stated: m[0], pair: [Number.NaN, Number(m[1])] });
  for (const m of sentence.matchAll(new RegExp(String.raw`(${NUMBER})\s*(?:%|[A-Za-z.]+)?\s+(?:at (?:the )?most|maximum|max)\b`, 'gi'))) found.push({ stated: m[0], pair: [Number.NaN, Number(m[1])] });
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
