import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { DETAILS, echoablePath, problem, PROBLEM_HEADERS, rawProblemResponse } from './problems';

/**
 * The answers Node's HTTP server gives by itself, before Fastify sees a request: a parser error or a
 * timeout (`clientError`), an `Expect` header (`checkContinue`, `checkExpectation`), a `CONNECT`
 * (`connect`), and a request without `Host`. Left to Node they are empty bodies or a closed socket;
 * here each is a problem document like every other error of the API.
 */

/** What the server allows instead of CONNECT (the methods its routes and CORS preflights use). */
const ALLOWED_METHODS = 'GET, POST, OPTIONS';

/** Errors that Node's HTTP parser or timers find before there is a request: answered on the socket. */
export function clientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') socket.write(rawProblemResponse(408, DETAILS.requestTimeout));
    else if (error.code === 'HPE_HEADER_OVERFLOW') socket.write(rawProblemResponse(431, DETAILS.headersTooLarge));
    else socket.write(rawProblemResponse(400, DETAILS.badHttp));
  }
  socket.destroy(error);
}

/** A problem on a response Node made but Fastify never saw; the connection closes after it. */
function answer(response: ServerResponse, status: number, detail: string, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(problem(status, detail, echoablePath(response.req.url)));
  response.writeHead(status, { ...PROBLEM_HEADERS, ...headers, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' });
  response.end(body);
}

/** Installs the listeners on the server Fastify created (its request handler is the 'request' listener). */
export function answerNodeErrors(server: Server, options: { bodyLimitBytes: number }): void {
  // Waiting for a body that will be refused anyway would waste both sides' time: refuse it before "100 Continue".
  server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
    if (Number(request.headers['content-length']) > options.bodyLimitBytes) {
      answer(response, 413, DETAILS.tooLarge(options.bodyLimitBytes));
      return;
    }
    response.writeContinue();
    server.emit('request', request, response);
  });
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => answer(response, 417, DETAILS.expectation));
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end(rawProblemResponse(405, DETAILS.connect, { Allow: ALLOWED_METHODS }));
  });
}

/** Node's own check answers a missing Host with an empty 400, so it is off and this runs in onRequest instead. */
export function lacksHost(request: IncomingMessage): boolean {
  return request.httpVersionMajor === 1 && request.httpVersionMinor >= 1 && request.headers.host === undefined;
}
