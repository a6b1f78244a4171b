/**
 * RFC 7807 problem details, the only shape an error of the Music Theory API takes (spec §8). Titles
 * are the status's reason phrase and never vary for one type, as the RFC asks; the detail says what
 * was wrong with this request, naming the parameter or field. Details never carry internals.
 */

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  /** The request's path, or null when it is too long to repeat back. */
  instance: string | null;
}

const KINDS: Record<number, { type: string; title: string }> = {
  400: { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1', title: 'Bad Request' },
  401: { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.2', title: 'Unauthorized' },
  404: { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.5', title: 'Not Found' },
  405: { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.6', title: 'Method Not Allowed' },
  408: { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.9', title: 'Request Timeout' },
  413: { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.14', title: 'Content Too Large' },
  414: { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.15', title: 'URI Too Long' },
  417: { type: 'https://tools.ietf.org/html/rfc9110#section-15.5.18', title: 'Expectation Failed' },
  429: { type: 'https://tools.ietf.org/html/rfc6585#section-4', title: 'Too Many Requests' },
  431: { type: 'https://tools.ietf.org/html/rfc6585#section-5', title: 'Request Header Fields Too Large' },
  500: { type: 'https://tools.ietf.org/html/rfc9110#section-15.6.1', title: 'Internal Server Error' },
  503: { type: 'https://tools.ietf.org/html/rfc9110#section-15.6.4', title: 'Service Unavailable' },
};

export function problem(status: number, detail: string, instance: string | null): ProblemDetails {
  const kind = KINDS[status] ?? KINDS[status >= 500 ? 500 : 400]!;
  return { type: kind.type, title: kind.title, status, detail, instance };
}

/** Paths longer than this are not repeated in a problem: an answer never echoes a whole long URL back. */
export const MAX_ECHOED_PATH = 256;

/** The path of a request URL (no query), or null when it is too long to repeat. */
export function echoablePath(url: string | undefined): string | null {
  const path = (url ?? '/').split('?')[0] ?? '/';
  return path.length <= MAX_ECHOED_PATH ? path : null;
}

/** The headers every problem document is sent with. */
export const PROBLEM_HEADERS = {
  'Content-Type': PROBLEM_MEDIA_TYPE,
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
} as const;

/** A whole HTTP/1.1 answer with a problem document, for the few errors answered on the socket itself. */
export function rawProblemResponse(status: number, detail: string, extraHeaders: Record<string, string> = {}): string {
  const body = problem(status, detail, null);
  const text = JSON.stringify(body);
  const headers = { ...PROBLEM_HEADERS, ...extraHeaders, 'Content-Length': String(Buffer.byteLength(text)), Connection: 'close' };
  return `HTTP/1.1 ${status} ${body.title}\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n${text}`;
}

/** An error that handlers throw to answer with a problem; anything else thrown is a 500. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'ApiProblem';
  }
}

export const DETAILS = {
  badToken: 'The bearer token is missing, expired or invalid.',
  badCredentials: 'Invalid email or password.',
  registered: 'User registered successfully.',
  emailTaken: (email: string) => `The email address '${email}' is already registered.`,
  registerFailed: 'The user could not be registered because of a temporary problem. Please try again.',
  loginFailed: 'The login could not be completed because of a temporary problem. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  invalidJson: 'The request body is not valid JSON.',
  emptyBody: 'The request body is empty. Send a JSON object.',
  bodyRequired: 'A JSON request body is required.',
  notJson: 'The request body must be JSON, sent with Content-Type: application/json.',
  badContentLength: 'The Content-Length header does not match the request body.',
  tooLarge: (limit: number) => `The request body is larger than the limit of ${limit} bytes.`,
  tooManyRequests: (seconds: number) => `Too many attempts. Try again in ${seconds} seconds.`,
  notFound: (method: string, path: string | null) => (path ? `There is no operation ${method} ${path}.` : `There is no operation ${method} at this path.`),
  shuttingDown: 'The server is shutting down. Please try again.',
  requestTimeout: 'The request was not received in time. Send the whole request promptly.',
  headersTooLarge: 'The request headers are too large.',
  badHttp: 'The request is not valid HTTP.',
  noHost: 'An HTTP/1.1 request needs a Host header.',
  expectation: 'The only expectation this server meets is Expect: 100-continue.',
  connect: 'CONNECT is not supported: this server is not a proxy.',
  badUrl: 'The request path is not validly percent-encoded.',
  paramTooLong: (limit: number) => `A path parameter is longer than ${limit} characters.`,
  badPreflight: 'A CORS preflight request needs an Origin and an Access-Control-Request-Method header.',
  badRequest: 'The request is not valid.',
  busy: (seconds: number) => `The server is busy checking other passwords. Try again in ${seconds} seconds.`,
  unavailable: (seconds: number) => `The user store is temporarily unavailable. Try again in ${seconds} seconds.`,
  notReady: (seconds: number) => `This instance cannot serve accounts: its database does not answer, or its file was removed or replaced. Try again in ${seconds} seconds.`,
} as const;

/** One Ajv error, as Fastify reports a request that breaks the description's schemas. */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

/** Where the bad value was, and what the operation is for, to word the detail. */
export interface SchemaErrorContext {
  /** Fastify's name for the part of the request: params, body, querystring, headers. */
  part: string;
  /** The request's values for that part, to quote the bad one. */
  values: unknown;
  /** Words for what the operation does, for types it knows but does not support ('progressions'). */
  purpose?: string;
  /** Every value of the parameter's kind, to tell a known but unsupported value from a wrong one. */
  known?: Record<string, readonly string[]>;
}

/** 'chordType' → 'chord type'. */
function words(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** 'password' → 'Password', as the field is named in the detail. */
function label(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** ['Major', 'Minor', 'Augmented'] → 'Major, Minor or Augmented'. */
function either(values: readonly unknown[]): string {
  const names = values.map(String);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** The detail of a 400 for a request that breaks the description: it names the parameter or field. */
export function describeSchemaError(error: SchemaError, context: SchemaErrorContext): string {
  const name = error.instancePath.split('/').filter(Boolean).join('.');
  const values = (context.values ?? {}) as Record<string, unknown>;
  const value = values[name];
  if (context.part === 'params') {
    if (name === 'root') {
      return `'${value}' is not a valid root. Use a letter A-G with an optional accidental such as D-Sharp or B-Flat.`;
    }
    const allowed = (error.params.allowedValues as unknown[] | undefined) ?? [];
    if (context.purpose && context.known?.[name]?.includes(String(value))) {
      return `'${value}' is not supported for ${context.purpose}. Use ${either(allowed)}.`;
    }
    return `'${value}' is not a valid ${words(name)}. Use ${either(allowed)}.`;
  }
  if (context.part === 'body') {
    if (error.keyword === 'required') return `The ${label(String(error.params.missingProperty))} field is required.`;
    if (error.keyword === 'additionalProperties') {
      return `The request body has an unknown field '${error.params.additionalProperty}'.`;
    }
    if (!name) {
      if (context.values === undefined || context.values === null) return DETAILS.bodyRequired;
      return 'The request body must be a JSON object.';
    }
    if (error.keyword === 'minLength') return `The ${label(name)} field is required.`;
    if (error.keyword === 'maxLength') return `The ${label(name)} field must be at most ${error.params.limit} characters.`;
    if (error.keyword === 'type') return `The ${label(name)} field must be a ${error.params.type}.`;
    if (error.keyword === 'format') return `The ${label(name)} field is not a valid ${words(String(error.params.format))} address.`;
    return `The ${label(name)} field is not valid.`;
  }
  return `The ${words(context.part)} ${name ? `'${name}' ` : ''}is not valid.`;
}
