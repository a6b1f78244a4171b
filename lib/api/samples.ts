import type { ApiOutline, OutlineOperation } from './outline';

/**
 * Request samples (curl and `fetch`) for an operation, made from the description alone: the
 * documented server as base URL, path values from the operation's own examples, the first request
 * body example, and the bearer header where the operation needs a token.
 */

/** Where the shell command reads the token, and the name the `fetch` sample expects it under. */
export const CURL_TOKEN_VARIABLE = 'TOKEN';
export const FETCH_TOKEN_VARIABLE = 'token';

/** The documented server as an absolute URL: a site path (`/api/v0`) is resolved against the site's URL. */
export function sampleBaseUrl(serverUrl: string, siteUrl: string): string {
  return new URL(serverUrl, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href.replace(/\/+$/, '');
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The path with concrete values. A success example that names its own call (summary "C major (GET
 * /Chords/C/Major)") gives the values, so the sample's answer is the example shown first; otherwise
 * each parameter's example, its first allowed value, or its `{name}`.
 */
export function samplePath(op: Pick<OutlineOperation, 'method' | 'path' | 'parameters' | 'responses'>): string {
  const template = new RegExp(`^${escapeRegExp(op.path).replace(/\\\{[^}]+\\\}/g, '[^/\\s{}]+')}$`);
  const call = new RegExp(`\\b${op.method} (/[^\\s)]*)`);
  for (const response of op.responses.filter((r) => r.status.startsWith('2'))) {
    for (const example of response.examples) {
      const path = example.summary ? call.exec(example.summary)?.[1] : undefined;
      if (path && template.test(path)) return path;
    }
  }
  return op.path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
    const value = param?.example ?? param?.allowed?.[0];
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
}

function queryString(op: OutlineOperation): string {
  const pairs = op.parameters
    .filter((p) => p.in === 'query' && (p.required || p.example !== undefined))
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(p.example ?? p.allowed?.[0] ?? ''))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Whether the operation needs one of the description's HTTP bearer schemes. */
export function needsBearer(op: OutlineOperation, outline: Pick<ApiOutline, 'securitySchemes'>): boolean {
  return (op.security ?? []).some((name) => outline.securitySchemes.some((s) => s.name === name && s.type === 'http' && s.scheme?.toLowerCase() === 'bearer'));
}

interface SampleRequest {
  method: string;
  url: string;
  headers: [string, string][];
  bearer: boolean;
  body?: unknown;
}

function sampleRequest(op: OutlineOperation, outline: Pick<ApiOutline, 'securitySchemes'>, baseUrl: string): SampleRequest {
  const headers: [string, string][] = op.parameters.filter((p) => p.in === 'header' && (p.required || p.example !== undefined)).map((p) => [p.name, String(p.example ?? p.allowed?.[0] ?? '')]);
  const body = op.requestBody?.examples[0]?.value;
  if (op.requestBody && body !== undefined) headers.unshift(['Content-Type', op.requestBody.contentType]);
  return { method: op.method, url: `${baseUrl}${samplePath(op)}${queryString(op)}`, headers, bearer: needsBearer(op, outline), body };
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const jsString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export function curlSample(op: OutlineOperation, outline: Pick<ApiOutline, 'securitySchemes'>, baseUrl: string): string {
  const req = sampleRequest(op, outline, baseUrl);
  const lines = [`curl${req.method === 'GET' ? '' : ` -X ${req.method}`} ${shellQuote(req.url)}`];
  for (const [name, value] of req.headers) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  // Double quotes, so the shell puts the token in.
  if (req.bearer) lines.push(`-H "Authorization: Bearer $${CURL_TOKEN_VARIABLE}"`);
  if (req.body !== undefined) lines.push(`-d ${shellQuote(JSON.stringify(req.body))}`);
  return lines.join(' \\\n  ');
}

export function fetchSample(op: OutlineOperation, outline: Pick<ApiOutline, 'securitySchemes'>, baseUrl: string): string {
  const req = sampleRequest(op, outline, baseUrl);
  const headers = req.headers.map(([name, value]) => `${/^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name)}: ${jsString(value)}`);
  if (req.bearer) headers.push(`Authorization: \`Bearer \${${FETCH_TOKEN_VARIABLE}}\``);
  const options: string[] = [];
  if (req.method !== 'GET') options.push(`method: ${jsString(req.method)}`);
  if (headers.length > 0) options.push(`headers: {\n${headers.map((h) => `    ${h},`).join('\n')}\n  }`);
  if (req.body !== undefined) options.push(`body: JSON.stringify(${JSON.stringify(req.body, null, 2).replace(/\n/g, '\n  ')})`);
  const call = options.length > 0 ? `fetch(${jsString(req.url)}, {\n${options.map((o) => `  ${o},`).join('\n')}\n})` : `fetch(${jsString(req.url)})`;
  return `const response = await ${call};\nconst data = await response.json();`;
}

/** How wide a line of an example may grow before its object or array is broken over lines. */
export const EXAMPLE_LINE_WIDTH = 72;

/**
 * An example value as the JSON body it stands for, indented, with an object or array that fits on
 * one line kept on it (a note reads `{ "name": "B", "accidental": "Flat", "pitchClass": 10 }`): half
 * the lines of one key a line, in the narrow column beside an operation.
 */
export function exampleJson(value: unknown, width = EXAMPLE_LINE_WIDTH): string {
  const flat = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(flat).join(', ')}]`;
    if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      return entries.length === 0 ? '{}' : `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${flat(x)}`).join(', ')} }`;
    }
    return JSON.stringify(v) ?? 'null';
  };
  const format = (v: unknown, indent: string, prefix: string): string => {
    const one = flat(v);
    if (indent.length + prefix.length + one.length <= width || !v || typeof v !== 'object') return one;
    const inner = `${indent}  `;
    if (Array.isArray(v)) return v.length === 0 ? '[]' : `[\n${v.map((x) => inner + format(x, inner, '')).join(',\n')}\n${indent}]`;
    const entries = Object.entries(v);
    return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${format(x, inner, `${JSON.stringify(k)}: `)}`).join(',\n')}\n${indent}}`;
  };
  return format(value, '', '');
}
