/** What `img` may be: a URL, `require('./x.png')` (`{ default: url }`), or the ideal-image loader's object. */
type IdealImageSource = string | { default: string } | { src: { src: string; width?: number; height?: number } };

function urlOf(img: IdealImageSource): { src: string; width?: number; height?: number } {
  if (typeof img === 'string') return { src: img };
  if ('default' in img) return { src: img.default };
  return img.src;
}

/**
 * `@theme/IdealImage` (plugin-ideal-image) as a plain responsive image: it keeps its width and
 * height (no layout shift) and loads lazily, without the plugin's placeholder script.
 */
export function IdealImage({ img, alt = '', width, height }: { img: IdealImageSource; alt?: string; width?: number; height?: number }) {
  const source = urlOf(img);
  return <img className="ideal-image" src={source.src} alt={alt} width={width ?? source.width} height={height ?? source.height} loading="lazy" decoding="async" />;
}
