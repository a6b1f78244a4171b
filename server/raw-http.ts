/**
 * Test support: HTTP spoken by hand over a socket, for what fetch cannot send (a body that stalls,
 * headers that never end, a malformed request line) and to see whether the server closed the connection.
 */
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  /** Everything the server sent. */
  text: string;
  /** Whether the server closed the connection before `waitMs` ran out. */
  closed: boolean;
  status?: number;
  headers: Record<string, string>;
  body: string;
}

export function parseRaw(text: string, closed: boolean): RawAnswer {
  const end = text.indexOf('\r\n\r\n');
  const head = end >= 0 ? text.slice(0, end) : text;
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
  return { text, closed, status: status ? Number(status) : undefined, headers, body: end >= 0 ? text.slice(end + 4) : '' };
}

/** An open connection that has sent `text`; `answer()` resolves when the server closes it or after `waitMs`. */
export function openRaw(port: number, text: string): { socket: Socket; answer(waitMs: number): Promise<RawAnswer> } {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  const done = new Promise<void>((resolve) => {
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('close', () => {
      closed = true;
      resolve();
    });
    socket.on('error', () => undefined);
  });
  socket.write(text);
  return {
    socket,
    async answer(waitMs) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([done, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
      return parseRaw(received, closed);
    },
  };
}

/** Sends `text`, then waits for the server to close the connection (at most `waitMs`). */
export function raw(port: number, text: string, waitMs = 5_000): Promise<RawAnswer> {
  const connection = openRaw(port, text);
  return connection.answer(waitMs).finally(() => connection.socket.destroy());
}

export function portOf(base: string): number {
  return Number(new URL(base).port);
}
