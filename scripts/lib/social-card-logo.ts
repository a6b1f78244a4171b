/**
 * The logo a social card draws (social-card-drawing.tsx), as a data: URL of a type the card renderer
 * (next/og's satori) can draw: PNG, JPEG, GIF, WebP or SVG. A site with no navbar logo gets its
 * favicon, and a Docusaurus site's favicon is most often `favicon.ico`, which the renderer cannot
 * read: it stopped the whole build with a bare "a is not iterable". An icon file's largest PNG image
 * is drawn instead; one that holds only bitmaps gives no logo, and the card shows the site's name alone.
 */
import { imageSize } from 'image-size';

const DRAWABLE: Readonly<Record<string, string>> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml' };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The largest PNG image an icon (`.ico`) file holds, or null when its images are bitmaps or it is cut short. */
export function largestPngInIcon(bytes: Buffer): Buffer | null {
  if (bytes.length < 6 || bytes.readUInt16LE(0) !== 0 || bytes.readUInt16LE(2) !== 1) return null;
  let best: { size: number; image: Buffer } | null = null;
  for (let i = 0; i < bytes.readUInt16LE(4); i++) {
    const entry = 6 + i * 16;
    if (entry + 16 > bytes.length) break;
    // A width or height byte of 0 means 256 pixels.
    const size = (bytes[entry] || 256) * (bytes[entry + 1] || 256);
    const length = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    if (offset + length > bytes.length) continue;
    const image = bytes.subarray(offset, offset + length);
    if (image.subarray(0, 8).equals(PNG_SIGNATURE) && (!best || size > best.size)) best = { size, image };
  }
  return best?.image ?? null;
}

/** The logo as a data: URL the card renderer draws, or null when there is none it can draw. */
export function cardLogoDataUrl(bytes: Buffer): string | null {
  let type: string | undefined;
  try {
    type = imageSize(bytes).type;
  } catch {
    return null;
  }
  if (type === 'ico' || type === 'cur') {
    const png = largestPngInIcon(bytes);
    return png ? cardLogoDataUrl(png) : null;
  }
  const mime = type ? DRAWABLE[type] : undefined;
  return mime ? `data:${mime};base64,${bytes.toString('base64')}` : null;
}
