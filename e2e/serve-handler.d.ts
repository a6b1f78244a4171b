// serve-handler ships no types; the e2e suite uses only its default export.
declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default function handler(request: IncomingMessage, response: ServerResponse, options?: Record<string, unknown>): Promise<void>;
}
