import type { Element, ElementContent, Root } from 'hast';
import { codeToHtml, type ShikiTransformer } from 'shiki';
import { CODE_THEME, SHIKI_OPTIONS } from '../content/mdx-plugins';
import { AUTHENTICATION_ANCHOR, MODELS_ANCHOR, duplicateAnchors, examplesAnchor, parametersAnchor, requestBodyAnchor, responseAnchor, responsesAnchor, tagAnchor } from './anchors';
import { renderMarkdown, renderMarkdownTexts, type MarkdownHeading } from './markdown';
import { apiNavigation, INTRODUCTION_ANCHOR, introductionNeedsAnchor, type NavEntry } from './navigation';
import { outlineTags, type ApiOutline, type OutlineOperation } from './outline';
import { curlSample, exampleJson, fetchSample, needsBearer } from './samples';
import { exampleNotes, kernOfNotes } from '../music/api-notation';
import { engraveNotation } from '../music/engrave';

/** A chord or scale example's notes on a staff; nothing for other examples. */
async function exampleNotation(value: unknown, domId: string, summary: string | undefined): Promise<{ notation?: ResponseExample['notation'] }> {
  const notes = exampleNotes(value);
  if (!notes) return {};
  const what = summary ? summary.replace(/\s*\(.*\)$/, '') : 'The example';
  return { notation: { svg: await engraveNotation(kernOfNotes(notes), domId), label: `${what} on a staff: ${notes.spoken}` } };
}

/**
 * Everything the plain reference shows, prepared at build time: the description's Markdown as HTML,
 * the request samples and the examples highlighted by shiki, and the navigation.
 */

export type CodeLanguage = 'bash' | 'js' | 'json';

export interface CodeSample {
  /** What the block is: "curl", "fetch", "Response 200: C major", "Example". */
  title: string;
  lang: CodeLanguage;
  code: string;
  html: string;
}

export interface ResponseExample extends CodeSample {
  status: string;
  /** The notes of a chord or scale example, engraved on a staff (lib/music/api-notation.ts). */
  notation?: { svg: string; label: string };
}

export interface OperationExamples {
  request: CodeSample[];
  responses: ResponseExample[];
  needsToken: boolean;
}

export interface PlainReference {
  outline: ApiOutline;
  /** The absolute base URL the samples call. */
  baseUrl: string;
  intro: { html: string; headings: MarkdownHeading[]; anchor?: string };
  /** Each description and summary of the outline, as HTML, keyed by its Markdown source. */
  markdown: Map<string, string>;
  examples: Map<string, OperationExamples>;
  modelExamples: Map<string, CodeSample>;
  navigation: NavEntry[];
}

/**
 * Fewer elements for the same colours: a token in the block's own colour (JSON's punctuation and
 * spaces) becomes bare text, and each line's wrapper goes (nothing here styles lines). The reference
 * holds some fifty blocks; without this they were two thirds of the page's elements, which every
 * accessibility check and style pass walks.
 */
export const plainTokens: ShikiTransformer = {
  name: 'api-plain-tokens',
  root(root: Root) {
    const pre = root.children.find((n): n is Element => n.type === 'element' && n.tagName === 'pre');
    const code = pre?.children.find((n): n is Element => n.type === 'element' && n.tagName === 'code');
    const fg = /(?:^|;)color:([^;]+)/.exec(String(pre?.properties.style ?? ''))?.[1]?.toLowerCase();
    if (!code) return;
    const flat = (nodes: ElementContent[]): ElementContent[] =>
      nodes.flatMap((n) => {
        if (n.type !== 'element') return [n];
        const cls = n.properties.class ?? n.properties.className;
        const isLine = (Array.isArray(cls) ? cls.map(String) : String(cls ?? '').split(' ')).includes('line');
        const style = String(n.properties.style ?? '').toLowerCase();
        if (isLine || (fg !== undefined && style === `color:${fg}` && Object.keys(n.properties).length === 1)) return flat(n.children);
        return [n];
      });
    code.children = flat(code.children);
  },
};

export async function highlight(code: string, lang: CodeLanguage): Promise<string> {
  // Neighbouring tokens of one colour share a span: a long JSON example makes thousands otherwise.
  // No time limit per line, as for the pages' code blocks (SHIKI_OPTIONS): the first JavaScript line of
  // a build compiles the grammar's patterns, and on a loaded machine it passed shiki's 500 ms and was
  // left one colour from `const` to the line's end, in some builds of /api and not others.
  return codeToHtml(code, { lang, theme: CODE_THEME, mergeSameStyleTokens: true, transformers: [plainTokens], tokenizeTimeLimit: SHIKI_OPTIONS.tokenizeTimeLimit });
}

async function sample(title: string, lang: CodeLanguage, code: string): Promise<CodeSample> {
  return { title, lang, code, html: await highlight(code, lang) };
}

/** The title of a response example: its status, and its summary when it has one. */
export function responseExampleTitle(status: string, summary: string | undefined): string {
  return summary ? `Response ${status}: ${summary}` : `Response ${status}`;
}

async function operationExamples(op: OutlineOperation, outline: ApiOutline, baseUrl: string): Promise<OperationExamples> {
  const responses: ResponseExample[] = [];
  for (const response of op.responses) {
    for (const example of response.examples) {
      const title = responseExampleTitle(response.status, example.summary);
      responses.push({
        status: response.status,
        ...(await sample(title, 'json', exampleJson(example.value))),
        ...(await exampleNotation(example.value, `notation-${op.id}-${responses.length}`, example.summary)),
      });
    }
  }
  return {
    request: [await sample('curl', 'bash', curlSample(op, outline, baseUrl)), await sample('fetch', 'js', fetchSample(op, outline, baseUrl))],
    responses,
    needsToken: needsBearer(op, outline),
  };
}

/** Every Markdown text of the outline but the introduction. */
function markdownSources(outline: ApiOutline): (string | undefined)[] {
  return [
    ...outline.securitySchemes.map((s) => s.description),
    ...outline.tags.map((t) => t.description),
    ...outline.operations.flatMap((op) => [
      op.summary,
      op.description,
      op.requestBody?.description,
      ...op.parameters.map((p) => p.description),
      ...op.responses.flatMap((r) => [r.description, ...r.headers.map((h) => h.description)]),
    ]),
    ...outline.schemas.flatMap((s) => [s.description, ...s.properties.map((p) => p.description)]),
  ];
}

/** Every id the page gives an element, to find two that would share one. */
function pageAnchors(outline: ApiOutline, intro: PlainReference['intro']): string[] {
  return [
    ...intro.headings.map((h) => h.id),
    ...(intro.anchor ? [intro.anchor] : []),
    AUTHENTICATION_ANCHOR,
    MODELS_ANCHOR,
    ...outlineTags(outline).map((t) => tagAnchor(t.name)),
    ...outline.operations.flatMap((op) => [
      op.anchor,
      parametersAnchor(op.id),
      requestBodyAnchor(op.id),
      responsesAnchor(op.id),
      examplesAnchor(op.id),
      ...op.responses.map((r) => responseAnchor(op.id, r.status)),
    ]),
    ...outline.schemas.map((s) => s.anchor),
  ];
}

export async function buildPlainReference(outline: ApiOutline, { baseUrl, file }: { baseUrl: string; file: string }): Promise<PlainReference> {
  const rendered = await renderMarkdown(outline.description, { headingsFrom: 2 });
  const intro = { ...rendered, anchor: introductionNeedsAnchor(rendered.html) ? INTRODUCTION_ANCHOR : undefined };
  const duplicates = duplicateAnchors(pageAnchors(outline, intro));
  if (duplicates.length > 0) {
    throw new Error(
      `${file}: these anchors of /api would lead to more than one place: ${duplicates.map((d) => `#${d}`).join(', ')}. ` +
        'Rename the heading of info.description, the tag, the operationId or the schema that makes the second one.',
    );
  }
  const examples = new Map<string, OperationExamples>();
  for (const op of outline.operations) examples.set(op.id, await operationExamples(op, outline, baseUrl));
  const modelExamples = new Map<string, CodeSample>();
  for (const schema of outline.schemas) if (schema.example !== undefined) modelExamples.set(schema.name, await sample('Example', 'json', exampleJson(schema.example)));
  const navigation = apiNavigation(outline, intro);
  return { outline, baseUrl, intro, markdown: await renderMarkdownTexts(markdownSources(outline)), examples, modelExamples, navigation };
}
