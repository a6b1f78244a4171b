import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { outlineTags, typeText, type ApiOutline, type Constraint, type OutlineExample, type OutlineOperation, type OutlineSchema } from '../api/outline';
import { curlSample, exampleJson, needsBearer } from '../api/samples';

/**
 * The API reference's Markdown twin, written from the OpenAPI outline that /api is built from: the
 * introduction, authentication, each operation (parameters, authentication, request and response
 * examples, a curl sample) grouped by tag as on the page, and each model with its fields and
 * constraints.
 */

const markdown = unified().use(remarkParse).use(remarkGfm).use(remarkStringify, { bullet: '-', fences: true, listItemIndent: 'one' });

/** The description's own Markdown with its top heading moved to `topLevel`, as the page shows it. */
export function shiftedMarkdown(source: string, topLevel: number): string {
  const tree = markdown.parse(source) as Root;
  const depths: number[] = [];
  visit(tree, 'heading', (h) => {
    depths.push(h.depth);
  });
  const shift = depths.length ? topLevel - Math.min(...depths) : 0;
  visit(tree, 'heading', (h) => {
    h.depth = Math.min(6, h.depth + shift) as typeof h.depth;
  });
  return markdown.stringify(tree).trim();
}

/** A table cell: one line, pipes escaped. */
const cell = (value: string) => value.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
const row = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
const table = (header: string[], rows: string[][]) => [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');
const code = (lang: string, value: string, title?: string) => `\`\`\`${lang}${title ? ` title="${title}"` : ''}\n${value}\n\`\`\``;

function constraintsText(constraints: readonly Constraint[], allowed: readonly string[] | undefined): string {
  const parts = constraints.map((c) => `\`${c.keyword}: ${c.value}\``);
  if (allowed?.length) parts.push(`one of ${allowed.map((v) => `\`${v}\``).join(', ')}`);
  return parts.join(', ');
}

function examples(list: readonly OutlineExample[], label: string): string[] {
  return list.map((e) => code('json', exampleJson(e.value), `${label}${e.summary ? `: ${e.summary}` : e.name ? `: ${e.name}` : ''}`));
}

function operation(op: OutlineOperation, outline: ApiOutline, baseUrl: string): string {
  const out = [`### ${op.method} ${op.path}`];
  if (op.summary) out.push(op.summary);
  if (op.description) out.push(shiftedMarkdown(op.description, 5));
  out.push(
    op.security === null
      ? 'Authentication: none stated.'
      : op.security.length === 0
        ? 'Authentication: none.'
        : `Authentication: ${op.security.join(', ')}${needsBearer(op, outline) ? ' (send `Authorization: Bearer <token>`)' : ''}.`,
  );
  if (op.parameters.length) {
    out.push('#### Parameters');
    out.push(
      table(
        ['Name', 'In', 'Type', 'Required', 'Description', 'Constraints'],
        op.parameters.map((p) => [p.name, p.in, typeText(p.type), p.required ? 'yes' : 'no', p.description ?? '', constraintsText(p.constraints, p.allowed)]),
      ),
    );
  }
  if (op.requestBody) {
    const body = op.requestBody;
    out.push('#### Request body');
    out.push(`${body.required ? 'Required' : 'Optional'}, \`${body.contentType}\`: ${typeText(body.type)}.${body.description ? ` ${body.description}` : ''}`);
    out.push(...examples(body.examples, 'Request'));
  }
  out.push('#### Responses');
  out.push(
    table(
      ['Status', 'Description', 'Content'],
      op.responses.map((r) => [r.status, r.description, r.type ? `${r.contentType ?? ''} ${typeText(r.type)}`.trim() : '']),
    ),
  );
  for (const response of op.responses) out.push(...examples(response.examples, `Response ${response.status}`));
  out.push('#### Example request');
  out.push(code('bash', curlSample(op, outline, baseUrl), 'curl'));
  return out.join('\n\n');
}

function model(schema: OutlineSchema): string {
  const out = [`### ${schema.name}`];
  if (schema.description) out.push(shiftedMarkdown(schema.description, 4));
  if (schema.properties.length) {
    out.push(
      table(
        ['Field', 'Type', 'Required', 'Description', 'Constraints'],
        schema.properties.map((p) => [p.name, typeText(p.type), p.required ? 'yes' : 'no', p.description ?? '', constraintsText(p.constraints, p.allowed)]),
      ),
    );
  }
  if (schema.example !== undefined) out.push(code('json', exampleJson(schema.example), 'Example'));
  return out.join('\n\n');
}

/** The body of /api.md (the page header is added by the caller, as for every twin). */
export function apiMarkdown(outline: ApiOutline, baseUrl: string): string {
  const out: string[] = [];
  out.push(`Version ${outline.version}${outline.license ? `. Licence: ${outline.license.name}` : ''}. Base URL: \`${baseUrl}\`.`);
  if (outline.description) out.push(shiftedMarkdown(outline.description, 2));
  if (outline.securitySchemes.length) {
    out.push('## Authentication');
    out.push(
      outline.securitySchemes
        .map(
          (s) =>
            `- \`${s.name}\`: ${s.type === 'http' ? 'HTTP' : s.type}${s.scheme ? ` ${s.scheme}` : ''}${s.bearerFormat ? ` (${s.bearerFormat})` : ''}${s.description ? `. ${s.description.trim()}` : ''}`,
        )
        .join('\n'),
    );
  }
  for (const tag of outlineTags(outline)) {
    out.push(`## ${tag.name}`);
    if (tag.description) out.push(shiftedMarkdown(tag.description, 3));
    for (const op of outline.operations.filter((o) => o.tag === tag.name)) out.push(operation(op, outline, baseUrl));
  }
  if (outline.schemas.length) {
    out.push('## Models');
    for (const schema of outline.schemas) out.push(model(schema));
  }
  return out.join('\n\n');
}
