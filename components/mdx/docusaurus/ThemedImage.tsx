import { ThemedImage as ShellThemedImage } from '@/components/shell/ThemedImage';

interface ThemedImageProps {
  sources: { light: string; dark?: string };
  alt?: string;
  width?: number;
  height?: number;
}

/** `@theme/ThemedImage`: both images in the HTML, the stylesheet shows the one of the colour mode. */
export function ThemedImage({ sources, alt = '', width, height }: ThemedImageProps) {
  return <ShellThemedImage src={sources.light} srcDark={sources.dark} alt={alt} width={width} height={height} />;
}
