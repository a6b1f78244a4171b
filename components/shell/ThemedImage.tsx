import './themed-image.css';

export interface ThemedImageProps {
  src: string;
  /** Shown instead of `src` when the page is in dark mode. */
  srcDark?: string;
  alt: string;
  width?: number;
  height?: number;
}

/**
 * An image with a dark-mode source, as Docusaurus's ThemedImage: both are in the static HTML and the
 * stylesheet shows the one matching `<html data-theme>`, so the right one shows before any script runs.
 */
export function ThemedImage({ src, srcDark, alt, width, height }: ThemedImageProps) {
  if (!srcDark || srcDark === src) {
    return <img src={src} alt={alt} width={width} height={height} />;
  }
  return (
    <>
      <img className="themedImage themedImage--light" src={src} alt={alt} width={width} height={height} />
      <img className="themedImage themedImage--dark" src={srcDark} alt={alt} width={width} height={height} />
    </>
  );
}
