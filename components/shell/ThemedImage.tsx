import './themed-image.css';

export interface ThemedImageProps {
  src: string;
  /** Shown instead of `src` when the page is in dark mode. */
  srcDark?: string;
  alt: string;
  width?: number | string;
  height?: number | string;
  className?: string;
}

/**
 * An image with a dark-mode source, as Docusaurus's ThemedImage: both are in the static HTML and the
 * stylesheet shows the one matching `<html data-theme>`, so the right one shows before any script runs.
 */
export function ThemedImage({ src, srcDark, alt, width, height, className }: ThemedImageProps) {
  if (!srcDark || srcDark === src) {
    return <img className={className} src={src} alt={alt} width={width} height={height} />;
  }
  const classes = (mode: string) => [className, 'themedImage', `themedImage--${mode}`].filter(Boolean).join(' ');
  return (
    <>
      <img className={classes('light')} src={src} alt={alt} width={width} height={height} />
      <img className={classes('dark')} src={srcDark} alt={alt} width={width} height={height} />
    </>
  );
}
