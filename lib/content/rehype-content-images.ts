import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import { imageSize } from 'image-size';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { ZOOM_LINK_CLASS } from '../client/image-zoom-link';
import { sourceFileOf } from './remark-theme-imports';
import type { AssetFilesData } from './remark-doc-assets';

export interface ContentImagesOptions {
  /** The folder a site path such as /img/x.svg is served from. */
  publicDir?: string;
}

const dimensionsCache = new Map<string, { width: number; height: number }>();

function dimensionsOf(path: string): { width: number; height: number } {
  const cached = dimensionsCache.get(path);
  if (cached) return cached;
  const { width, height } = imageSize(readFileSync(path));
  const dimensions = { width: Math.round(width), height: Math.round(height) };
  dimensionsCache.set(path, dimensions);
  return dimensions;
}

/**
 * Markdown images (`![alt](/img/x.svg)`) served by the site get their width and height from the
 * file, so the page reserves their space before they load and nothing shifts; they load lazily, and
 * each is wrapped in a link to its own file, which opens the image at full size without JavaScript
 * and is what the zoom dialog enhances. An image that is neither beside the doc nor in `public/`
 * fails the build.
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
      if (!src.startsWith('/') || src.startsWith('//')) return;
      // A file beside the doc was given a hashed /assets/ URL by remark-doc-assets, which names its file.
      const path = (file.data as AssetFilesData).assetFiles?.[src] ?? join(publicDir, decodeURIComponent(src.split(/[?#]/)[0] ?? ''));
      let size: { width: number; height: number };
      try {
        size = dimensionsOf(path);
      } catch (error) {
        const line = node.position?.start.line ?? 1;
        const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'is not in public/' : `cannot be measured (${(error as Error).message})`;
        throw new Error(`${sourceFileOf(file)}:${line}: the image ${src} ${reason}. Put the file under public${src.split(/[?#]/)[0]} or fix the path.`, { cause: error });
      }
      node.properties.width ??= size.width;
      node.properties.height ??= size.height;
      node.properties.loading ??= pastOpening ? 'lazy' : 'eager';
      node.properties.decoding ??= 'async';
      if (parent.type === 'element' && parent.tagName === 'a') return;
      const link: Element = { type: 'element', tagName: 'a', properties: { href: src, className: [ZOOM_LINK_CLASS] }, children: [node] };
      parent.children[index] = link;
    });
  };
}
