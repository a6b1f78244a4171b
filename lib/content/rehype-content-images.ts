import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import { imageSize } from 'image-size';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ZOOM_LINK_CLASS } from '../client/image-zoom-link';
import { sourceFileOf } from './remark-theme-imports';
import type { AssetFilesData } from './remark-doc-assets';
import { publicFileOf } from './doc-assets';
import { isRootPath } from '../markup/urls';

export interface ContentImagesOptions {
  /** The folder a site path such as /img/x.svg is served from. */
  publicDir?: string;
}

const dimensionsCache = new Map<string, { width: number; height: number }>();

/**
 * image-size looks for the <svg> tag in the first 1,000 characters only; draw.io and other editors
 * write the whole diagram into an attribute of that tag, so its width and height are read here.
 */
function svgTagSize(data: Buffer): { width: number; height: number } | null {
  const tag = /<svg\b[^>]*>/.exec(data.toString('utf8'))?.[0];
  if (!tag) return null;
  const length = (name: string) => Number.parseFloat(new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(?:px)?\\s*["']`).exec(tag)?.[1] ?? '');
  const [, , boxWidth, boxHeight] = (/\sviewBox\s*=\s*["']([^"']*)["']/.exec(tag)?.[1] ?? '').trim().split(/[\s,]+/).map(Number);
  const width = length('width') || boxWidth;
  const height = length('height') || boxHeight;
  return width && height ? { width, height } : null;
}

function dimensionsOf(path: string): { width: number; height: number } {
  const cached = dimensionsCache.get(path);
  if (cached) return cached;
  const data = readFileSync(path);
  let measured: { width: number; height: number };
  try {
    measured = imageSize(data);
  } catch (error) {
    const fromTag = path.toLowerCase().endsWith('.svg') ? svgTagSize(data) : null;
    if (!fromTag) throw error;
    measured = fromTag;
  }
  const dimensions = { width: Math.round(measured.width), height: Math.round(measured.height) };
  dimensionsCache.set(path, dimensions);
  return dimensions;
}

/**
 * Markdown images (`![alt](/img/x.svg)`) served by the site get their width and height from the
 * file, so the page reserves their space before they load and nothing shifts; they load lazily, and
 * each is wrapped in a link to its own file, which opens the image at full size without JavaScript
 * and is what the zoom dialog enhances (one without alt text stays a plain image). An image that is neither beside the doc nor in `public/`
 * fails the build; one that is there but cannot be measured is kept unsized, with a warning.
 */
export function rehypeContentImages(options: ContentImagesOptions = {}) {
  const publicDir = options.publicDir ?? join(process.cwd(), 'public');
  return (tree: Root, file: VFile) => {
    // Images in the page's opening, before its first section heading, are likely in the first
    // screen: lazy loading would only delay them (and the page's largest paint). The rest load lazily.
    let pastOpening = false;
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'h2') pastOpening = true;
      if (node.tagName !== 'img' || index === undefined || !parent) return;
      const src = typeof node.properties.src === 'string' ? node.properties.src : '';
      if (!isRootPath(src)) return;
      // A file beside the doc was given a hashed /assets/ URL by remark-doc-assets, which names its file.
      const path = (file.data as AssetFilesData).assetFiles?.[src] ?? publicFileOf(src, publicDir);
      let size: { width: number; height: number } | null = null;
      try {
        size = dimensionsOf(path);
      } catch (error) {
        const line = node.position?.start.line ?? 1;
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          throw new Error(`${sourceFileOf(file)}:${line}: the image ${src} is not in public/. Put the file under public${src.split(/[?#]/)[0]} or fix the path.`, { cause: error });
        }
        // A file that is there but unreadable as an image is served as it is, without a size: Docusaurus
        // warns and builds, and real sites have such files (an SVG with no size, a mislabelled format).
        file.message(`the image ${src} cannot be measured (${(error as Error).message}); it is shown without a width and height`, { line, column: 1 });
      }
      if (size) {
        node.properties.width ??= size.width;
        node.properties.height ??= size.height;
      }
      node.properties.loading ??= pastOpening ? 'lazy' : 'eager';
      node.properties.decoding ??= 'async';
      if (parent.type === 'element' && parent.tagName === 'a') return;
      // An image without alt text (`![](./x.png)`, as many Docusaurus pages write them) would make a
      // link that names nothing, which axe reports (link-name): it stays a plain image, as there.
      if (!String(node.properties.alt ?? '').trim()) return;
      const link: Element = { type: 'element', tagName: 'a', properties: { href: src, className: [ZOOM_LINK_CLASS] }, children: [node] };
      parent.children[index] = link;
    });
  };
}
