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

/** Whether `text` holds a whole response: its head and as many body bytes as Content-Length says (or a last chunk). */
export function isWholeResponse(text: string): boolean {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const { headers, body } = parseRaw(text, false);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) return body.endsWith('0\r\n\r\n');
  return body.length >= Number(headers['content-length'] ?? 0);
}

export interface RawConnection {
  socket: Socket;
  /** Resolves once the connection is established and `text` is handed to the kernel. */
  sent: Promise<void>;
  /** Resolves when the server closes the connection or after `waitMs`. */
  answer(waitMs: number): Promise<RawAnswer>;
  /** Resolves once a whole response has arrived (or the server closed the connection), without waiting for a close. */
  response(): Promise<RawAnswer>;
}

/** An open connection that has sent `text`. */
export function openRaw(port: number, text: string): RawConnection {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  let onChange = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      onChange();
    });
    socket.on('close', () => {
      closed = true;
      resolve();
      onChange();
    });
    socket.on('error', () => undefined);
  });
  const sent = new Promise<void>((resolve) => socket.write(text, () => resolve()));
  return {
    socket,
    sent,
    async answer(waitMs) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([done, new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
      return parseRaw(received, closed);
    },
    response() {
      return new Promise<RawAnswer>((resolve) => {
        const check = () => {
          if (closed || isWholeResponse(received)) resolve(parseRaw(received, closed));
        };
        onChange = check;
        check();
      });
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
