import { parse } from 'yaml';
import { modelAnchor, operationAnchor } from './anchors';

/**
 * A plain outline of an OpenAPI 3.1 description: what /api shows before Scalar loads (and without
 * JavaScript), and what the search index reads. Everything here is read from the description, so
 * whatever it states (a new constraint, example or response) reaches the page.
 */

type Json = Record<string, unknown>;

/** A schema's type, structured so that a model named in it can be linked. */
export type TypeExpr = { kind: 'model'; name: string } | { kind: 'array'; items: TypeExpr } | { kind: 'primitive'; name: string } | { kind: 'union'; options: TypeExpr[] };

/** A validation keyword and its value as text: `minLength` `1`, `format` `email`. */
export interface Constraint {
  keyword: string;
  value: string;
}

export interface OutlineExample {
  name: string;
  summary?: string;
  value: unknown;
}

export interface OutlineParameter {
  name: string;
  in: string;
  required: boolean;
  type: TypeExpr;
  description?: string;
  allowed?: string[];
  constraints: Constraint[];
  example?: unknown;
}

export interface OutlineRequestBody {
  contentType: string;
  required: boolean;
  type: TypeExpr;
  description?: string;
  examples: OutlineExample[];
}

export interface OutlineHeader {
  name: string;
  type: TypeExpr;
  description?: string;
}

export interface OutlineResponse {
  status: string;
  description: string;
  contentType?: string;
  type?: TypeExpr;
  headers: OutlineHeader[];
  examples: OutlineExample[];
}

export interface OutlineOperation {
  id: string;
  /** The operation's anchor on /api (see lib/api/anchors.ts). */
  anchor: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  tag: string;
  parameters: OutlineParameter[];
  requestBody?: OutlineRequestBody;
  responses: OutlineResponse[];
  /** Security scheme names required, or null when the description states no requirement. */
  security: string[] | null;
}

export interface OutlineSchemaProperty {
  name: string;
  type: TypeExpr;
  required: boolean;
  description?: string;
  allowed?: string[];
  constraints: Constraint[];
}

export interface OutlineSchema {
  name: string;
  anchor: string;
  description?: string;
  properties: OutlineSchemaProperty[];
  /** The schema's own example, or else the first example in the description that holds one of it. */
  example?: unknown;
}

export interface ApiOutline {
  title: string;
  version: string;
  description: string;
  license?: { name: string; identifier?: string; url?: string };
  servers: { url: string; description?: string }[];
  securitySchemes: { name: string; type: string; scheme?: string; bearerFormat?: string; description?: string }[];
  tags: { name: string; description?: string }[];
  operations: OutlineOperation[];
  schemas: OutlineSchema[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** Keywords shown as constraints, in this order; `enum` is listed on its own. */
const CONSTRAINT_KEYWORDS = [
  'format',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'const',
  'default',
  'examples',
] as const;

export function parseDescription(text: string): Json {
  const doc = parse(text) as Json;
  if (!doc || typeof doc !== 'object' || typeof doc.openapi !== 'string') throw new Error('Not an OpenAPI description: no "openapi" version field.');
  return doc;
}

function resolveRef(doc: Json, value: unknown): Json {
  let current = value as Json;
  for (let depth = 0; current && typeof current.$ref === 'string' && depth < 10; depth++) {
    const path = (current.$ref as string).replace(/^#\//, '').split('/');
    current = path.reduce<unknown>((node, key) => (node as Json)?.[key], doc) as Json;
  }
  return current ?? {};
}

const refName = (ref: string) => ref.split('/').pop() ?? 'object';

/** The type of a schema; `$ref`s to components stay names, to be linked. */
export function typeOf(schema: unknown): TypeExpr {
  const s = schema as Json | undefined;
  if (!s) return { kind: 'primitive', name: 'any' };
  if (typeof s.$ref === 'string') return { kind: 'model', name: refName(s.$ref) };
  if (s.type === 'array') return { kind: 'array', items: typeOf(s.items) };
  if (Array.isArray(s.type)) return { kind: 'union', options: (s.type as unknown[]).map((t) => (t === 'array' ? { kind: 'array', items: typeOf(s.items) } : { kind: 'primitive', name: String(t) })) };
  if (typeof s.type === 'string') return { kind: 'primitive', name: s.type };
  const alternatives = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (Array.isArray(alternatives)) return { kind: 'union', options: alternatives.map(typeOf) };
  return { kind: 'primitive', name: 'object' };
}

/** "Note", "array of Chord", "string or null". */
export function typeText(type: TypeExpr): string {
  switch (type.kind) {
    case 'model':
    case 'primitive':
      return type.name;
    case 'array':
      return `array of ${typeText(type.items)}`;
    case 'union':
      return type.options.map(typeText).join(' or ');
  }
}

/** Every model a type names, in order. */
export function modelsOf(type: TypeExpr): string[] {
  switch (type.kind) {
    case 'model':
      return [type.name];
    case 'primitive':
      return [];
    case 'array':
      return modelsOf(type.items);
    case 'union':
      return type.options.flatMap(modelsOf);
  }
}

export function schemaLabel(_doc: Json, schema: unknown): string {
  return typeText(typeOf(schema));
}

const valueText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The validation keywords of a schema, and of an array's items (as `items.pattern`). */
export function constraintsOf(doc: Json, schema: unknown): Constraint[] {
  const own = (s: Json, prefix: string): Constraint[] =>
    CONSTRAINT_KEYWORDS.filter((k) => s[k] !== undefined).map((k) => ({
      keyword: `${prefix}${k}`,
      value: Array.isArray(s[k]) ? (s[k] as unknown[]).map(valueText).join(', ') : valueText(s[k]),
    }));
  const s = (schema ?? {}) as Json;
  const result = own(s, '');
  if (s.items && typeof (s.items as Json).$ref !== 'string') {
    const items = resolveRef(doc, s.items);
    result.push(...own(items, 'items.'));
    if (Array.isArray(items.enum)) result.push({ keyword: 'items.enum', value: (items.enum as unknown[]).map(valueText).join(', ') });
  }
  return result;
}

function enumOf(doc: Json, schema: unknown): string[] | undefined {
  const s = resolveRef(doc, schema);
  return Array.isArray(s.enum) ? (s.enum as unknown[]).map(String) : undefined;
}

function examplesOf(media: Json): OutlineExample[] {
  const named = Object.entries((media.examples ?? {}) as Record<string, Json>).map(([name, ex]) => ({
    name,
    summary: typeof ex.summary === 'string' ? ex.summary : undefined,
    value: ex.value,
  }));
  if (named.length > 0) return named;
  return media.example !== undefined ? [{ name: 'example', value: media.example }] : [];
}

function firstContent(content: unknown): [string, Json] | undefined {
  return Object.entries((content ?? {}) as Record<string, Json>)[0];
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);

function buildOperation(doc: Json, path: string, method: string, shared: unknown[], op: Json, globalSecurity: Json[] | null): OutlineOperation {
  const params = [...shared, ...((op.parameters as unknown[]) ?? [])].map((p) => resolveRef(doc, p));
  const body = op.requestBody ? resolveRef(doc, op.requestBody) : null;
  const bodyContent = body ? firstContent(body.content) : undefined;
  const security = Array.isArray(op.security) ? (op.security as Json[]) : globalSecurity;
  const id = String(op.operationId ?? `${method}-${path}`);
  return {
    id,
    anchor: operationAnchor(id),
    method: method.toUpperCase(),
    path,
    summary: String(op.summary ?? ''),
    description: text(op.description),
    tag: String(((op.tags as string[]) ?? ['Other'])[0]),
    parameters: params.map((p) => {
      const schema = resolveRef(doc, p.schema);
      return {
        name: String(p.name),
        in: String(p.in),
        required: Boolean(p.required),
        type: typeOf(p.schema),
        description: text(p.description),
        allowed: enumOf(doc, p.schema),
        constraints: constraintsOf(doc, schema),
        example: p.example ?? schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined),
      };
    }),
    requestBody:
      body && bodyContent
        ? { contentType: bodyContent[0], required: Boolean(body.required), type: typeOf(bodyContent[1].schema), description: text(body.description), examples: examplesOf(bodyContent[1]) }
        : undefined,
    responses: Object.entries((op.responses ?? {}) as Record<string, unknown>).map(([status, raw]) => {
      const r = resolveRef(doc, raw);
      const content = firstContent(r.content);
      return {
        status,
        description: String(r.description ?? ''),
        contentType: content?.[0],
        type: content ? typeOf(content[1].schema) : undefined,
        headers: Object.entries((r.headers ?? {}) as Record<string, unknown>).map(([name, h]) => {
          const header = resolveRef(doc, h);
          return { name, type: typeOf(header.schema), description: text(header.description) };
        }),
        examples: content ? examplesOf(content[1]) : [],
      };
    }),
    security: security ? security.flatMap((req) => Object.keys(req)) : null,
  };
}

/**
 * Instances of each model found in the description's examples: a response of `array of Chord` gives
 * a Chord, whose `root` gives a Note. The first found wins, in the description's order.
 */
function collectModelExamples(doc: Json, operations: OutlineOperation[]): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const visit = (schema: unknown, value: unknown, depth: number) => {
    if (depth > 8 || value === undefined || value === null) return;
    const s = schema as Json | undefined;
    if (!s) return;
    if (typeof s.$ref === 'string') {
      const name = refName(s.$ref);
      if (!found.has(name)) found.set(name, value);
      visit(resolveRef(doc, s), value, depth + 1);
      return;
    }
    if (Array.isArray(value) && s.items) for (const item of value) visit(s.items, item, depth + 1);
    else if (typeof value === 'object' && s.properties) for (const [key, propSchema] of Object.entries(s.properties as Json)) visit(propSchema, (value as Json)[key], depth + 1);
  };
  const schemaAt = (content: unknown) => firstContent(content)?.[1].schema;
  for (const op of operations) {
    const raw = ((doc.paths as Json)[op.path] as Json)[op.method.toLowerCase()] as Json;
    const body = raw.requestBody ? resolveRef(doc, raw.requestBody) : null;
    if (body && op.requestBody) for (const ex of op.requestBody.examples) visit(schemaAt(body.content), ex.value, 0);
    for (const response of op.responses) {
      const r = resolveRef(doc, (raw.responses as Json)[response.status]);
      for (const ex of response.examples) visit(schemaAt(r.content), ex.value, 0);
    }
  }
  return found;
}

export function buildOutline(doc: Json): ApiOutline {
  const info = (doc.info ?? {}) as Json;
  const components = (doc.components ?? {}) as Json;
  const globalSecurity = Array.isArray(doc.security) ? (doc.security as Json[]) : null;
  const operations: OutlineOperation[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    const shared = Array.isArray(item.parameters) ? (item.parameters as unknown[]) : [];
    for (const method of METHODS) {
      const op = item[method] as Json | undefined;
      if (op) operations.push(buildOperation(doc, path, method, shared, op, globalSecurity));
    }
  }
  const modelExamples = collectModelExamples(doc, operations);
  const schemas = Object.entries((components.schemas ?? {}) as Record<string, Json>).map(([name, schema]) => {
    const required = new Set((schema.required as string[]) ?? []);
    const own = schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
    return {
      name,
      anchor: modelAnchor(name),
      description: text(schema.description),
      properties: Object.entries((schema.properties ?? {}) as Record<string, Json>).map(([prop, ps]) => {
        const resolved = typeof ps.$ref === 'string' ? {} : ps;
        return {
          name: prop,
          type: typeOf(ps),
          required: required.has(prop),
          description: text(ps.description),
          allowed: typeof ps.$ref === 'string' ? undefined : enumOf(doc, ps),
          constraints: constraintsOf(doc, resolved),
        };
      }),
      example: own ?? modelExamples.get(name),
    };
  });
  const license = info.license as Json | undefined;
  return {
    title: String(info.title ?? 'API'),
    version: String(info.version ?? ''),
    description: String(info.description ?? ''),
    license: license ? { name: String(license.name), identifier: license.identifier as string | undefined, url: license.url as string | undefined } : undefined,
    servers: ((doc.servers as Json[]) ?? []).map((s) => ({ url: String(s.url), description: s.description as string | undefined })),
    securitySchemes: Object.entries((components.securitySchemes ?? {}) as Record<string, Json>).map(([name, s]) => ({
      name,
      type: String(s.type),
      scheme: s.scheme as string | undefined,
      bearerFormat: s.bearerFormat as string | undefined,
      description: s.description as string | undefined,
    })),
    tags: ((doc.tags as Json[]) ?? []).map((t) => ({ name: String(t.name), description: t.description as string | undefined })),
    operations,
    schemas,
  };
}

/** Tags in the description's order, then any tag an operation uses without declaring it. */
export function outlineTags(outline: ApiOutline): { name: string; description?: string }[] {
  const declared = outline.tags.map((t) => t.name);
  const extra = [...new Set(outline.operations.map((o) => o.tag))].filter((t) => !declared.includes(t)).map((name) => ({ name }));
  return [...outline.tags, ...extra].filter((t) => outline.operations.some((o) => o.tag === t.name));
}
