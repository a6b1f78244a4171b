import { createServer } from 'node:http';

/** What the stand-in received: every request, with its method, content type and body. */
export interface ReceivedFeedback {
  method: string;
  contentType: string | undefined;
  body: string;
}

/**
 * A loopback stand-in for a feedback endpoint: answers CORS preflights and records what the page
 * POSTs, so e2e/feedback.spec.ts sees exactly what left the browser.
 */
export async function feedbackStandIn(endpoint: string) {
  const url = new URL(endpoint);
  const received: ReceivedFeedback[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', contentType: request.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(request.method === 'OPTIONS' ? 204 : 200, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': 'content-type',
      });
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(Number(url.port), url.hostname, resolve));
  return {
    received,
    posts: () => received.filter((r) => r.method === 'POST'),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
