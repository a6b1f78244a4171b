/**
 * Validators, conditional requests and ranges for the preview server, done as a static host does
 * them. serve-handler 6 ignores If-Range, compares If-None-Match as one exact string, and gives one
 * strong ETag to every encoding, and compression 1.8 gzips a 206 (so its offsets no longer match
 * the body) and skips HEAD (so HEAD lacks GET's Content-Encoding). Here:
 * - each file's ETag is `"<size>-<mtime>"` in hex, with the encoding added when the body is
 *   compressed (`"…-gzip"`), so no two representations share a strong tag;
 * - If-None-Match takes a list, weak tags and `*` (weak comparison), If-Modified-Since applies
 *   when it is absent, and a match answers 304;
 * - a range is served only on identity bytes (a request with Range is not compressed), and only
 *   while its If-Range still names the current file (a strong tag, or the exact Last-Modified date);
 *   otherwise the whole file is sent with 200.
 */
import { createReadStream, statSync } from 'node:fs';

/** The file's tag; a compressed representation gets its own, by encoding. */
export function entityTag(stats, encoding) {
  const base = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
  return `"${encoding && encoding !== 'identity' ? `${base}-${encoding}` : base}"`;
}

const TAG = /(?:W\/)?"[^"]*"/g;
const opaque = (tag) => tag.replace(/^W\//, '');

/** If-None-Match: `*`, or any listed tag equal to `etag` by weak comparison (W/ ignored on both sides). */
export function noneMatch(header, etag) {
  if (header.trim() === '*') return true;
  return (header.match(TAG) ?? []).some((tag) => opaque(tag) === opaque(etag));
}

/** If-Range: a strong tag equal to the current one, or a date equal to Last-Modified. A weak tag never validates a range. */
export function rangeStillValid(header, etag, lastModified) {
  const value = header.trim();
  if (value.startsWith('"')) return value === etag;
  if (value.startsWith('W/')) return false;
  const date = Date.parse(value);
  return !Number.isNaN(date) && date === Date.parse(lastModified);
}

/**
 * Takes the conditional headers out of the request (serve-handler would answer them its own way)
 * and returns the file methods to pass to serve-handler; `read` opens a file's bytes (as
 * fs.createReadStream does, which it is by default). Installs a last look at the headers,
 * after compression has chosen the encoding, which sets the ETag and turns the answer into 304 or
 * a whole 200 where the conditions say so. Call before the compression middleware wraps the response.
 */
export function representation(request, response, read = createReadStream) {
  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = request.headers['if-modified-since'];
  const ifRange = request.headers['if-range'];
  delete request.headers['if-none-match'];
  delete request.headers['if-modified-since'];
  delete request.headers['if-range'];
  if (request.headers.range) delete request.headers['accept-encoding'];

  /** The file whose bytes are being sent, and whether a range was refused by If-Range. */
  let sent;
  let wholeInstead = false;
  const methods = {
    createReadStream(path, options = {}) {
      const stats = statSync(path);
      sent = stats;
      if (options.start !== undefined && ifRange && !rangeStillValid(ifRange, entityTag(stats), stats.mtime.toUTCString())) {
        wholeInstead = true;
        return read(path);
      }
      return read(path, options);
    },
  };

  const writeHead = response.writeHead;
  response.writeHead = function finalHeaders(statusCode, ...rest) {
    let status = statusCode;
    if (sent && (status === 200 || status === 206)) {
      const encoding = response.getHeader('Content-Encoding');
      if (wholeInstead) {
        status = 200;
        response.removeHeader('Content-Range');
        if (!encoding) response.setHeader('Content-Length', sent.size);
      }
      // Offsets are only meaningful on identity bytes.
      if (encoding) response.removeHeader('Accept-Ranges');
      const etag = entityTag(sent, encoding);
      response.setHeader('ETag', etag);
      const lastModified = response.getHeader('Last-Modified');
      const fresh = ifNoneMatch ? noneMatch(ifNoneMatch, etag) : Boolean(ifModifiedSince && lastModified && Date.parse(lastModified) <= Date.parse(ifModifiedSince));
      if (status === 200 && fresh) {
        status = 304;
        response.removeHeader('Content-Length');
      }
    }
    return writeHead.call(this, status, ...rest);
  };
  return methods;
}
