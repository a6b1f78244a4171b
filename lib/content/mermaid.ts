/**
 * Mermaid diagrams drawn at build time (README, "Design decisions": beautiful-mermaid lays out and
 * draws without a DOM or a browser). The page gets a finished SVG: no diagram code in the browser.
 */

/** The diagram kinds the renderer draws; any other header fails the build with this list. */
export const MERMAID_KINDS = ['graph', 'flowchart', 'stateDiagram', 'stateDiagram-v2', 'sequenceDiagram', 'classDiagram', 'erDiagram', 'xychart-beta'] as const;

export interface MermaidSource {
  /** The diagram without its front matter and accessibility lines. */
  body: string;
  /** `title:` of the front matter, else `accTitle:`. */
  title: string | null;
  /** `accDescr:` (one line or `accDescr { … }`). */
  description: string | null;
  /** The header keyword (`graph`, `sequenceDiagram`, …). */
  kind: string;
}

/** Splits Mermaid's own front matter (`---\ntitle: …\n---`) and `accTitle`/`accDescr` lines off a diagram. */
export function parseMermaidSource(source: string): MermaidSource {
  let text = source.replace(/\r\n?/g, '\n').trim();
  let title: string | null = null;
  let description: string | null = null;
  const front = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (front) {
    title = /^title:\s*["']?(.*?)["']?\s*$/m.exec(front[1]!)?.[1] ?? null;
    text = text.slice(front[0].length);
  }
  text = text.replace(/^\s*accDescr\s*\{([\s\S]*?)\}\s*$/m, (_, value: string) => {
    description = value.trim().replace(/\s+/g, ' ');
    return '';
  });
  const lines = text.split('\n').filter((line) => {
    const acc = /^\s*(accTitle|accDescr)\s*:\s*(.*)$/.exec(line);
    if (!acc) return true;
    if (acc[1] === 'accTitle') title ??= acc[2]!.trim();
    else description = acc[2]!.trim();
    return false;
  });
  const body = lines.join('\n').trim();
  const kind = /^\s*([\w-]+)/.exec(body.split('\n').find((line) => line.trim() && !line.trim().startsWith('%%')) ?? '')?.[1] ?? '';
  return { body, title, description, kind };
}

/**
 * Mistakes the renderer lets through silently (it draws what it understood and drops the rest): a
 * line that ends on an arrow, or a bracket left open. Returns the first, with its line in the diagram.
 */
export function mermaidSyntaxProblem(body: string, kind: string): string | null {
  // Other kinds use braces for blocks over several lines and in ER cardinalities (`||--o{`).
  const checkBrackets = kind === 'graph' || kind === 'flowchart';
  const pairs: Record<string, string> = { '[': ']', '(': ')', '{': '}' };
  const lines = body.split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = raw.replace(/"[^"]*"/g, '""').replace(/%%.*$/, '').trim();
    if (!line) continue;
    if (/(--+|==+|-\.+-|-)(>>?|x|o|\))?$/.test(line) && !/^(end|else|and|opt|loop|alt|par|critical|break|rect)\b/.test(line)) {
      return `line ${index + 1} of the diagram ends on an arrow with nothing to point to: "${raw.trim()}".`;
    }
    if (!checkBrackets) continue;
    const open: string[] = [];
    for (const char of line.replace(/\|[^|]*\|/g, '')) {
      if (pairs[char]) open.push(pairs[char]!);
      else if (Object.values(pairs).includes(char) && open.pop() !== char) return `line ${index + 1} of the diagram closes a bracket it never opened: "${raw.trim()}".`;
    }
    if (open.length) return `line ${index + 1} of the diagram leaves a bracket open (add "${open.reverse().join('')}"): "${raw.trim()}".`;
  }
  return null;
}

/** The brackets a flowchart line leaves open, outside quoted text, edge labels and comments. */
function openBrackets(line: string): number {
  const pairs: Record<string, string> = { '[': ']', '(': ')', '{': '}' };
  let depth = 0;
  for (const char of line.replace(/"[^"]*"/g, '""').replace(/%%.*$/, '').replace(/\|[^|]*\|/g, '')) {
    if (pairs[char]) depth++;
    else if (Object.values(pairs).includes(char)) depth--;
  }
  return depth;
}

/**
 * A flowchart node whose label runs over several lines (`B{⏎  The event type is⏎  INFO}`), as Mermaid
 * reads it, on one line with `<br>` where the lines broke: beautiful-mermaid reads a diagram line by
 * line and drew each line of such a label as a node of its own. A bracket that no later line closes
 * is left as written, for mermaidSyntaxProblem to name.
 */
export function flowchartLabelsOnOneLine(body: string, kind: string): string {
  if (kind !== 'graph' && kind !== 'flowchart') return body;
  const lines = body.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let depth = openBrackets(lines[i]!);
    let end = i;
    while (depth > 0 && end + 1 < lines.length) depth += openBrackets(lines[++end]!);
    if (depth !== 0 || end === i) {
      out.push(lines[i]!);
      continue;
    }
    const pieces = lines.slice(i, end + 1).map((line, n) => (n === 0 ? line.trimEnd() : line.trim())).filter(Boolean);
    // No break right inside a bracket or quote: `B{⏎ text⏎}` is `B{text}`.
    out.push(pieces.join('<br>').replace(/([[({"])<br>/g, '$1').replace(/<br>([\])}"])/g, '$1'));
    i = end;
  }
  return out.join('\n');
}

/**
 * A flowchart line that ends on a link (`A("start") -->`) joined with the line that goes on from it,
 * as Mermaid reads it: its lexer's link token takes the spaces around it, line breaks included
 * (flow.jison: `\s*[xo<]?\-\-+[-xo>]\s*`), so a chain written one node a line, as WebdriverIO's
 * flowcharts are, is one statement. beautiful-mermaid reads a diagram line by line and refused the
 * first line. A link on the diagram's last line is left as written, for mermaidSyntaxProblem to name.
 */
export function flowchartChainsOnOneLine(body: string, kind: string): string {
  if (kind !== 'graph' && kind !== 'flowchart') return body;
  const endsOnLink = (line: string) => /(?:[xo<]?(?:--+[-xo>]|==+[=xo>]|-?\.+-[xo>]?)|~~~+)$/.test(line.replace(/"[^"]*"/g, '""').replace(/%%.*$/, '').trimEnd());
  const out: string[] = [];
  // The line whose link is still waiting for its target: blank lines and comments between keep it waiting.
  let waiting: number | null = null;
  for (const line of body.split('\n')) {
    const statement = line.trim() !== '' && !line.trim().startsWith('%%');
    if (statement && waiting !== null) out[waiting] = `${out[waiting]!.trimEnd()} ${line.trim()}`;
    else out.push(line);
    if (statement) {
      const at: number = waiting ?? out.length - 1;
      waiting = endsOnLink(out[at]!) ? at : null;
    }
  }
  return out.join('\n');
}

/**
 * A flowchart's lines without the `;` that may end them (`graph TD;`, `A --> B;`), which Mermaid reads
 * as a statement's end (flow.jison's SEMI) and Home Assistant's diagrams write: beautiful-mermaid
 * refused the header as "Invalid mermaid header". No upstream issue was found for it.
 */
export function flowchartSemicolonsDropped(body: string, kind: string): string {
  if (kind !== 'graph' && kind !== 'flowchart') return body;
  return body.replace(/[ \t]*;[ \t]*$/gm, '');
}

/** Why a diagram cannot be drawn here (an unsupported kind), or null. */
export function mermaidKindProblem(kind: string): string | null {
  if ((MERMAID_KINDS as readonly string[]).includes(kind)) return null;
  return `"${kind || '(empty)'}" diagrams cannot be drawn at build time. Supported: ${MERMAID_KINDS.join(', ')}; draw other kinds as an SVG file and link it as an image.`;
}

const KIND_NAMES: Record<string, string> = {
  graph: 'Flowchart',
  flowchart: 'Flowchart',
  stateDiagram: 'State diagram',
  'stateDiagram-v2': 'State diagram',
  sequenceDiagram: 'Sequence diagram',
  classDiagram: 'Class diagram',
  erDiagram: 'Entity relationship diagram',
  'xychart-beta': 'Chart',
};

/** The accessible name: the diagram's title, else its description, else its kind. */
export function mermaidName(source: MermaidSource): string {
  return source.title ?? source.description ?? KIND_NAMES[source.kind] ?? 'Diagram';
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Makes a drawn SVG fit to sit in a page beside others: ids (arrow markers) and the inline
 * stylesheet scoped to this diagram, no web font request (the renderer imports Inter from Google
 * Fonts; the site requests nothing from other hosts), colours from the site's tokens so the
 * diagram follows the colour mode, and an accessible name.
 */
export function finishMermaidSvg(svg: string, id: string, name: string, description: string | null): string {
  const scoped = svg
    .replace(/@import url\([^)]*\);?/g, '')
    .replace(/(\s)id="([^"]+)"/g, `$1id="${id}-$2"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${id}-$1)`)
    .replace(/(^|[}\s])svg\s*\{/g, `$1#${id} {`)
    .replace(/(^|[}\s])text\s*\{/g, `$1#${id} text {`)
    .replace(/'Inter',\s*/g, '');
  const labelled = `role="img" aria-labelledby="${id}-title"${description ? ` aria-describedby="${id}-desc"` : ''}`;
  const head = `<title id="${id}-title">${escapeXml(name)}</title>${description ? `<desc id="${id}-desc">${escapeXml(description)}</desc>` : ''}`;
  return scoped.replace(/^<svg\b([^>]*)>/, (_, attributes: string) => `<svg id="${id}" ${labelled}${attributes}>${head}`);
}

/** Theme colours as the site's CSS variables (app/tokens.css), so light and dark need one SVG. */
export const MERMAID_COLOURS = { bg: 'var(--color-bg)', fg: 'var(--color-text)', accent: 'var(--color-primary)', transparent: true } as const;

type Render = (source: string, options: typeof MERMAID_COLOURS) => string;
let renderer: Promise<Render> | null = null;

/** The renderer, imported on first use: pages without diagrams do not pay its 2 s start. */
function loadRenderer(): Promise<Render> {
  renderer ??= import('beautiful-mermaid').then((module) => module.renderMermaidSVG as Render);
  return renderer;
}

/**
 * An ER diagram's relationships as beautiful-mermaid reads them: its parser drops a relationship whose
 * left end is `}o` (zero or more), Mermaid's own spelling, and a diagram of only such lines is drawn
 * empty (lukilabs/beautiful-mermaid#124). `o{`, the same end written the other way round, it reads.
 */
export function erRelationshipsForRenderer(body: string, kind: string): string {
  return kind === 'erDiagram' ? body.replace(/^(\s*\S+\s+)\}o(--|\.\.)/gm, '$1o{$2') : body;
}

/** A sequence diagram's message: who, the arrow (activation mark included), then `:` and its text. */
const SEQUENCE_MESSAGE = /^(\s*[^\s:][^:]*?\s*(?:<<-->>|<<->>|-->>|->>|-->|->|--x|-x|--\)|-\))\s*[+-]?[^:]+?\s*:)(.*)$/;

/**
 * A sequence diagram's messages as beautiful-mermaid reads them, which passes over two things Mermaid
 * draws, silently. `autonumber` (with a start and a step, up to `autonumber off`), which numbers each
 * message from there on: the renderer draws no numbers, so each message's text starts with its number,
 * as Kysely's execution diagrams need them to carry one walk-through over seven diagrams. And a message
 * with no text (`D->>+DD:`), which Mermaid draws as a bare arrow and the renderer dropped, its
 * activation with it: it gets a no-break space for text. No upstream issue was found for either;
 * the canary tests in lib/content/mermaid.test.ts fail once the renderer reads them itself.
 */
export function sequenceMessagesForRenderer(body: string, kind: string): string {
  if (kind !== 'sequenceDiagram') return body;
  let next: number | null = null;
  let step = 1;
  return body
    .split('\n')
    .flatMap((line) => {
      const numbering = /^\s*autonumber(?:\s+(off|\d+)(?:\s+(\d+))?)?\s*$/.exec(line);
      if (numbering) {
        next = numbering[1] === 'off' ? null : Number(numbering[1] ?? 1);
        step = Number(numbering[2] ?? 1);
        return [];
      }
      const message = SEQUENCE_MESSAGE.exec(line);
      if (!message) return [line];
      const text = message[2]!.trim();
      const numbered = next === null ? text : `${next}. ${text}`.trim();
      if (next !== null) next += step;
      return [`${message[1]} ${numbered || '\u00a0'}`];
    })
    .join('\n');
}

/**
 * The dash pattern each flowchart node is given by a `style` line (`style a,b stroke-dasharray: 5 5`)
 * or by a `classDef` its `class` line assigns, as Mermaid reads both. The renderer keeps a node's
 * fill, stroke and stroke-width from these lines but drops its dashes, and a diagram may mean
 * something by them (Lexical's key-management diagram outlines the nodes one state re-uses dotted).
 */
export function flowchartNodeDashes(body: string, kind: string): Map<string, string> {
  const dashes = new Map<string, string>();
  if (kind !== 'graph' && kind !== 'flowchart') return dashes;
  const dashOf = (props: string) => /(?:^|,)\s*stroke-dasharray\s*:\s*([\d.\s]+?)\s*(?:[,;]|$)/.exec(props)?.[1]?.replace(/\s+/g, ' ');
  const classes = new Map<string, string>();
  const ids = (list: string) => list.split(',').map((id) => id.trim());
  for (const line of body.split('\n').map((l) => l.trim())) {
    const classDef = /^classDef\s+([\w-]+)\s+(.+)$/.exec(line);
    const dash = classDef && dashOf(classDef[2]!);
    if (dash) classes.set(classDef[1]!, dash);
  }
  for (const line of body.split('\n').map((l) => l.trim())) {
    const assigned = /^class\s+([\w,-]+)\s+([\w-]+)\s*;?$/.exec(line);
    const fromClass = assigned && classes.get(assigned[2]!);
    if (fromClass) for (const id of ids(assigned[1]!)) dashes.set(id, fromClass);
    const style = /^style\s+([\w,-]+)\s+(.+)$/.exec(line);
    const dash = style && dashOf(style[2]!);
    if (dash) for (const id of ids(style[1]!)) dashes.set(id, dash);
  }
  return dashes;
}

/** Gives each node's outline (the first shape of its `<g class="node" data-id="…">`) its dash pattern. */
export function withNodeDashes(svg: string, dashes: ReadonlyMap<string, string>): string {
  if (dashes.size === 0) return svg;
  return svg.replace(/(<g class="node" data-id="([^"]+)"[^>]*>\s*<(?:rect|path|polygon|circle|ellipse)\b)/g, (shape: string, _: string, id: string) => {
    const dash = dashes.get(id);
    return dash ? `${shape} stroke-dasharray="${dash}"` : shape;
  });
}

/**
 * A diagram as the renderer takes it, or why it cannot be drawn: a kind the renderer does not know,
 * or a mistake it would pass over. The build and the authoring check (lib/checks/authoring.ts) both ask.
 */
export function preparedMermaid(source: string): { parsed: MermaidSource; body: string } | { problem: string } {
  const parsed = parseMermaidSource(source);
  const problem = mermaidKindProblem(parsed.kind);
  if (problem) return { problem };
  const body = flowchartChainsOnOneLine(flowchartLabelsOnOneLine(flowchartSemicolonsDropped(parsed.body, parsed.kind), parsed.kind), parsed.kind);
  const syntax = mermaidSyntaxProblem(body, parsed.kind);
  return syntax ? { problem: syntax } : { parsed, body };
}

/** Draws one diagram; throws a message without file or line (the caller adds them). */
export async function renderMermaid(source: string, id: string): Promise<{ svg: string; name: string }> {
  const prepared = preparedMermaid(source);
  if ('problem' in prepared) throw new Error(prepared.problem);
  const { parsed, body } = prepared;
  const render = await loadRenderer();
  let svg: string;
  try {
    svg = withNodeDashes(render(sequenceMessagesForRenderer(erRelationshipsForRenderer(body, parsed.kind), parsed.kind), MERMAID_COLOURS), flowchartNodeDashes(body, parsed.kind));
  } catch (error) {
    throw new Error(`the diagram does not parse: ${(error as Error).message}`, { cause: error });
  }
  const name = mermaidName(parsed);
  return { svg: finishMermaidSvg(svg, id, name, parsed.description), name };
}
