import { parse } from 'yaml';

/**
 * A plain outline of an OpenAPI 3.1 description: what /api shows before Scalar loads (and without
 * JavaScript), and what the search index reads.
 */

type Json = Record<string, unknown>;

export interface OutlineParameter {
  name: string;
  in: string;
  required: boolean;
  type: string;
  description?: string;
  allowed?: string[];
}

export interface OutlineResponse {
  status: string;
  description: string;
  contentType?: string;
  schema?: string;
}

export interface OutlineOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  tag: string;
  parameters: OutlineParameter[];
  requestBody?: { contentType: string; schema: string };
  responses: OutlineResponse[];
  /** Security scheme names required, or null when the description states no requirement. */
  security: string[] | null;
}

export interface OutlineSchemaProperty {
  name: string;
  type: string;
  required: boolean;
  description?: string;
}

export interface OutlineSchema {
  name: string;
  description?: string;
  properties: OutlineSchemaProperty[];
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

/** "Note", "array of Chord", "string (enum)", … */
export function schemaLabel(doc: Json, schema: unknown): string {
  const s = schema as Json | undefined;
  if (!s) return 'any';
  if (typeof s.$ref === 'string') return s.$ref.split('/').pop() ?? 'object';
  if (s.type === 'array') return `array of ${schemaLabel(doc, s.items)}`;
  if (Array.isArray(s.type)) return (s.type as string[]).join(' or ');
  if (typeof s.type === 'string') return s.type;
  if (Array.isArray(s.oneOf)) return (s.oneOf as unknown[]).map((x) => schemaLabel(doc, x)).join(' or ');
  return 'object';
}

function enumOf(doc: Json, schema: unknown): string[] | undefined {
  const s = resolveRef(doc, schema);
  return Array.isArray(s.enum) ? (s.enum as unknown[]).map(String) : undefined;
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
      if (!op) continue;
      const params = [...shared, ...((op.parameters as unknown[]) ?? [])].map((p) => resolveRef(doc, p));
      const body = op.requestBody ? resolveRef(doc, op.requestBody) : null;
      const bodyContent = body ? Object.entries((body.content ?? {}) as Record<string, Json>)[0] : undefined;
      const security = Array.isArray(op.security) ? (op.security as Json[]) : globalSecurity;
      operations.push({
        id: String(op.operationId ?? `${method}-${path}`),
        method: method.toUpperCase(),
        path,
        summary: String(op.summary ?? ''),
        description: op.description ? String(op.description) : undefined,
        tag: String(((op.tags as string[]) ?? ['Other'])[0]),
        parameters: params.map((p) => ({
          name: String(p.name),
          in: String(p.in),
          required: Boolean(p.required),
          type: schemaLabel(doc, p.schema),
          description: p.description ? String(p.description) : undefined,
          allowed: enumOf(doc, p.schema),
        })),
        requestBody: bodyContent ? { contentType: bodyContent[0], schema: schemaLabel(doc, bodyContent[1].schema) } : undefined,
        responses: Object.entries((op.responses ?? {}) as Record<string, unknown>).map(([status, raw]) => {
          const r = resolveRef(doc, raw);
          const content = Object.entries((r.content ?? {}) as Record<string, Json>)[0];
          return { status, description: String(r.description ?? ''), contentType: content?.[0], schema: content ? schemaLabel(doc, content[1].schema) : undefined };
        }),
        security: security ? security.flatMap((req) => Object.keys(req)) : null,
      });
    }
  }
  const schemas = Object.entries((components.schemas ?? {}) as Record<string, Json>).map(([name, schema]) => {
    const required = new Set((schema.required as string[]) ?? []);
    return {
      name,
      description: schema.description ? String(schema.description) : undefined,
      properties: Object.entries((schema.properties ?? {}) as Record<string, Json>).map(([prop, ps]) => ({
        name: prop,
        type: schemaLabel(doc, ps),
        required: required.has(prop),
        description: ps.description ? String(ps.description) : undefined,
      })),
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
