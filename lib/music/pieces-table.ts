/**
 * The Twelve Pieces page's own account of each piece: the rows of its table "The pieces at a glance"
 * and, where the prose states one, the metre. The scores' test and the page's structured data both
 * read the page through here, so the music and what the page says about it cannot drift apart.
 */
import { parseKeyName, type MusicalKey } from './keys';

export const PIECES_TABLE_HEADING = 'The pieces at a glance';

export interface PieceRow {
  position: number;
  title: string;
  /** As written on the page, e.g. "F-sharp major". */
  keyText: string;
  key: MusicalKey;
  /** The tempo marking, before the colon of "Tempo and character". */
  tempo: string;
  character: string;
  duration: string;
  /** A metre such as "7/8" that the table or the piece's own section states, if any. */
  metre?: string;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

const METRE = /\b(\d{1,2}\/(?:2|4|8|16))\b/;

/** The text of the section "## No. N — …" (up to the next heading of level 2). */
function sectionOf(mdx: string, position: number): string {
  const start = new RegExp(`^##\\s+No\\.\\s*${position}\\b.*$`, 'm').exec(mdx);
  if (!start) return '';
  const rest = mdx.slice(start.index + start[0].length);
  const end = /^##\s/m.exec(rest);
  return end ? rest.slice(0, end.index) : rest;
}

/** Parses the table under the heading "The pieces at a glance"; throws when it is missing. */
export function parsePiecesTable(mdx: string): PieceRow[] {
  const lines = mdx.replace(/\r\n?/g, '\n').split('\n');
  const headingIndex = lines.findIndex((line) => new RegExp(`^#{2,6}\\s+${PIECES_TABLE_HEADING}\\s*$`).test(line));
  if (headingIndex < 0) throw new Error(`no heading "${PIECES_TABLE_HEADING}"`);
  const tableStart = lines.findIndex((line, i) => i > headingIndex && line.trim().startsWith('|'));
  if (tableStart < 0) throw new Error(`no table under "${PIECES_TABLE_HEADING}"`);
  const header = cells(lines[tableStart]!).map((h) => h.toLowerCase());
  const column = (name: string) => {
    const index = header.findIndex((h) => h.startsWith(name));
    if (index < 0) throw new Error(`the table "${PIECES_TABLE_HEADING}" has no column "${name}"`);
    return index;
  };
  const [no, title, key, tempo, duration] = [column('no'), column('title'), column('key'), column('tempo'), column('duration')];
  const rows: PieceRow[] = [];
  for (let i = tableStart + 2; i < lines.length && lines[i]!.trim().startsWith('|'); i++) {
    const row = cells(lines[i]!);
    if (!/^\d+$/.test(row[no] ?? '')) continue; // the total row
    const position = Number(row[no]);
    const [marking, ...character] = (row[tempo] ?? '').split(':');
    const statement = `${row[tempo]}\n${sectionOf(mdx, position)}`;
    rows.push({
      position,
      title: row[title]!,
      keyText: row[key]!,
      key: parseKeyName(row[key]!),
      tempo: marking!.trim(),
      character: character.join(':').trim(),
      duration: row[duration]!.replace(/\*/g, ''),
      metre: METRE.exec(statement)?.[1],
    });
  }
  return rows;
}
