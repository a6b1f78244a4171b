/**
 * Reads what the site needs from a Humdrum **kern score (content/music/): its reference records
 * (title, number, tempo marking), key, key signature and metre, and checks the file's spine
 * structure line by line. Verovio engraves the file; it does not report a malformed Humdrum file
 * with a line number (its parser prints to stderr and exits the process), so the build checks the
 * structure here first and names the line itself.
 */
import { keyName, parseKeyDesignation, parseKeySignature, signatureOfKey, type MusicalKey } from './keys';

export interface ScoreMeta {
  /** `!!!OTL`: the piece's title. */
  title: string;
  /** `!!!ONM`: its number in a set, e.g. "No. 1". */
  number?: string;
  /** `!!!OMD`: the tempo marking, e.g. "Andantino semplice". */
  tempo?: string;
  /** `!!!COM`: the composer. */
  composer?: string;
  /** `!!!OPR`: the set the piece belongs to. */
  parent?: string;
  /** From the first key designation (`*C:`, `*e-:`). */
  key: MusicalKey;
  /** Sharps (positive) or flats (negative) of the first `*k[…]`. */
  signature: number;
  /** The first `*M` interpretation, e.g. "3/4". */
  metre: string;
}

export class NotationError extends Error {
  constructor(
    message: string,
    /** 1-based line of the notation file, when one line is at fault. */
    readonly line?: number,
  ) {
    super(message);
  }
}

const REFERENCE = /^!!!\s*([A-Z]{3})[^:]*:\s*(.*)$/;

/** The reference records (`!!!KEY: value`), first value of each key. */
function references(lines: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const line of lines) {
    const match = REFERENCE.exec(line);
    if (match && !found.has(match[1]!)) found.set(match[1]!, match[2]!.trim());
  }
  return found;
}

/** One **kern note or rest token: optional slur/tie/phrase openers, a duration, pitch letters or r. */
const KERN_NOTE = /^[&({[_]*\d+(%\d+)?\.*q*(?:[a-gA-G]+(?:#{1,2}|-{1,2}|n)?|r+)/;
const KERN_GRACE = /^[&({[_]*(?:[a-gA-G]+(?:#{1,2}|-{1,2}|n)?)q{1,2}/;

/**
 * Checks that every line has one field per open spine (following `*^` splits, `*v` joins and `*-`
 * ends) and that every **kern data token is a note, chord, rest or null token. Throws a
 * NotationError naming the first faulty line.
 */
export function checkHumdrumStructure(source: string): void {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let spines: string[] | null = null;
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const line = raw.replace(/\s+$/, '');
    if (line === '' || line.startsWith('!!')) return;
    const fields = line.split('\t');
    if (spines === null) {
      if (!line.startsWith('**')) throw new NotationError(`expected the spine headers (such as "**kern<TAB>**kern"), found "${line}"`, lineNo);
      spines = fields.map((field) => field.slice(2));
      if (!spines.includes('kern')) throw new NotationError('no **kern spine: a score needs at least one', lineNo);
      return;
    }
    if (spines.length === 0) throw new NotationError('data after every spine has ended (*-)', lineNo);
    if (fields.length !== spines.length) {
      throw new NotationError(`expected ${spines.length} tab-separated fields (one per spine: ${spines.map((s) => `**${s}`).join(', ')}), found ${fields.length}`, lineNo);
    }
    if (line.startsWith('*')) {
      spines = nextSpines(spines, fields, lineNo);
      return;
    }
    if (line.startsWith('!') || line.startsWith('=')) return;
    fields.forEach((field, column) => {
      if (spines![column] !== 'kern' || field === '.') return;
      for (const token of field.split(' ')) {
        if (!KERN_NOTE.test(token) && !KERN_GRACE.test(token)) {
          throw new NotationError(`"${token}" in spine ${column + 1} is no **kern note or rest (write a duration then a pitch, as 4c# or 8r)`, lineNo);
        }
      }
    });
  });
  if (spines === null) throw new NotationError('no spine headers (**kern): is this a Humdrum file?');
  if ((spines as string[]).length > 0) throw new NotationError('the spines are not terminated: end the file with a line of *- (one per spine)');
}

/** The spines after an interpretation line: splits, joins and terminations. */
function nextSpines(spines: string[], fields: string[], lineNo: number): string[] {
  const next: string[] = [];
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]!;
    if (field === '*^') next.push(spines[i]!, spines[i]!);
    else if (field === '*-') continue;
    else if (field === '*v') {
      if (fields[i + 1] !== '*v') throw new NotationError('a *v join needs a neighbouring *v', lineNo);
      while (fields[i + 1] === '*v') i++;
      next.push(spines[i]!);
    } else if (field.startsWith('**')) next.push(field.slice(2));
    else next.push(spines[i]!);
  }
  return next;
}

/** First field of the first interpretation line matching `test` in a **kern spine. */
function firstInterpretation(lines: readonly string[], test: RegExp): string | undefined {
  for (const line of lines) {
    if (!line.startsWith('*')) continue;
    for (const field of line.split('\t')) if (test.test(field)) return field;
  }
  return undefined;
}

/**
 * The metadata of a **kern score. Throws a NotationError when a record the site shows is missing or
 * when the key signature does not match the key, so an author learns it from the build.
 */
export function readScoreMeta(source: string): ScoreMeta {
  checkHumdrumStructure(source);
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const refs = references(lines);
  const title = refs.get('OTL');
  if (!title) throw new NotationError('no title: add a reference record such as "!!!OTL: Open Window" at the top');
  const designation = firstInterpretation(lines, /^\*[A-Ga-g][#-]?:$/);
  if (!designation) throw new NotationError('no key: add a key designation such as *C: (major) or *a: (minor) in each **kern spine');
  const key = parseKeyDesignation(designation);
  const signatureField = firstInterpretation(lines, /^\*k\[/);
  if (!signatureField) throw new NotationError('no key signature: add one such as *k[f#] (or *k[] for none) in each **kern spine');
  const signature = parseKeySignature(signatureField);
  const expected = signatureOfKey(key);
  if (signature !== expected) {
    throw new NotationError(`the key signature ${signatureField} does not fit ${keyName(key)}, which has ${describeSignature(expected)}`);
  }
  const metreField = firstInterpretation(lines, /^\*M\d+\/\d+$/);
  if (!metreField) throw new NotationError('no metre: add a time signature such as *M3/4 in each **kern spine');
  return {
    title,
    number: refs.get('ONM'),
    tempo: refs.get('OMD'),
    composer: refs.get('COM'),
    parent: refs.get('OPR'),
    key,
    signature,
    metre: metreField.slice(2),
  };
}

function describeSignature(count: number): string {
  if (count === 0) return 'no sharps or flats';
  const n = Math.abs(count);
  return `${n} ${count > 0 ? 'sharp' : 'flat'}${n > 1 ? 's' : ''}`;
}
