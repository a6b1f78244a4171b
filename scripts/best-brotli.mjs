/**
 * Brotli near its best for the export's text files, made once per version of a file and kept in
 * memory. The compression middleware's Brotli (quality 4) suits bodies made for each request; a
 * static file is the same for every visitor, so a slower quality pays once for a smaller body every
 * time. /api's page is 39 KB instead of 51 KB: a phone on a slow network receives it in two round
 * trips of TCP's first window instead of three (BENCHMARKS.md, "Brotli near its best").
 *
 * Quality 10, not 11: over this site's export it sends 2 % more than 11 in a third of the time
 * (11 s of one core against 31 s for every text file; 0.2 s against 0.6 s for /api's page, the first
 * time it is asked for), 7 % less than quality 8 or 9 and 15 % less than 4.
 *
 * Hooked into serve-handler through its file-system methods: `lstat` reports the compressed size,
 * which serve-handler sends as Content-Length, and `read` returns the compressed bytes, after
 * setting Content-Encoding, which tells the compression middleware to leave them alone. A file the
 * client will not take as Brotli, a range, or a body too large to keep goes the usual way.
 */
import { createReadStream } from 'node:fs';
import { lstat as lstatFile, readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import Negotiator from 'negotiator';

const compress = promisify(brotliCompress);

/** The export's text: pages, scripts, styles, payloads, feeds, twins, data, the OpenAPI description. */
const TEXT_FILE = /\.(html|js|mjs|css|txt|md|json|xml|svg|map|webmanifest|yaml)$/;
/** Below compression's own threshold nothing is compressed; above this, a file is not kept whole. */
const KEPT_FILE_BYTES = { min: 1024, max: 8 * 1024 * 1024 };

/**
 * The kept bodies, by file; at most `budget` bytes of them, the least recently used dropped first.
 * `quality` is Brotli's (11 at best).
 */
export function brotliStore({ budget = 256 * 1024 * 1024, quality = 10 } = {}) {
  /** In the order of their last use; `bytes` is set once the body is made. */
  /** @type {Map<string, { version: string, body: Promise<Buffer>, bytes?: number }>} */
  const kept = new Map();
  let bytes = 0;

  const drop = (path) => {
    bytes -= kept.get(path)?.bytes ?? 0;
    kept.delete(path);
  };

  return {
    /** The compressed body of the file at `path` as `stats` describe it, made once per version. */
    body(path, stats) {
      const version = `${stats.size}-${stats.mtimeMs}`;
      const found = kept.get(path);
      if (found?.version === version) {
        kept.delete(path);
        kept.set(path, found);
        return found.body;
      }
      drop(path);
      const params = { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: stats.size };
      const entry = { version, body: readFile(path).then((raw) => compress(raw, { params })) };
      kept.set(path, entry);
      entry.body.then(
        (body) => {
          if (kept.get(path) !== entry) return;
          entry.bytes = body.length;
          bytes += body.length;
          for (const [oldest, other] of kept) {
            if (bytes <= budget) break;
            if (other.bytes !== undefined) drop(oldest);
          }
        },
        () => kept.get(path) === entry && kept.delete(path),
      );
      return entry.body;
    },
    /** How many bodies are kept and their bytes. */
    get size() {
      return { files: kept.size, bytes };
    },
  };
}

/** Whether the request takes Brotli for a whole body: it accepts `br` and asks for no range. */
export const takesBrotli = (request) => !request.headers.range && new Negotiator(request).encodings(['br']).includes('br');

/**
 * serve-handler's `lstat` and the `read` that static-validators.mjs uses to open a file, for one
 * request: a text file of a keepable size is answered with its kept Brotli body when the client
 * takes it.
 */
export function brotliMethods(store, request, response) {
  const wanted = takesBrotli(request);
  /** @type {Map<string, Buffer>} */
  const chosen = new Map();
  return {
    async lstat(path) {
      const stats = await lstatFile(path);
      if (!wanted || !stats.isFile() || !TEXT_FILE.test(path) || stats.size < KEPT_FILE_BYTES.min || stats.size > KEPT_FILE_BYTES.max) return stats;
      const body = await store.body(path, stats);
      chosen.set(path, body);
      // The same stats with the compressed size, which serve-handler sends as Content-Length.
      return Object.assign(Object.create(Object.getPrototypeOf(stats)), stats, { size: body.length });
    },
    read(path, options) {
      const body = chosen.get(path);
      if (!body) return createReadStream(path, options);
      response.setHeader('Content-Encoding', 'br');
      response.setHeader('Vary', 'Accept-Encoding');
      return Readable.from([body]);
    },
  };
}
