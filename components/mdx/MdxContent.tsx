// Markdown's rules load first, as they did when site-wide, so a component's own rule wins a tie.
import './markdown.css';
import { getMDXComponent } from 'next-contentlayer2/hooks';
import type { ComponentProps } from 'react';
import Link from '@/components/shell/PrefetchLink';
import { CopyCodeButton } from './CopyCodeButton';
import { ParameterTable } from './ParameterTable';
import { ParameterReference } from './ParameterReference';
import { ScrollTable } from './ScrollTable';
import { themeComponents } from './theme';
import { ZOOM_LINK_CLASS } from '@/lib/client/image-zoom-link';
import './markdown-extras.css';
import DocCardList from '@/components/docs/DocCardList';
import { Score } from '@/components/music/Score';
import { MusicSetData } from '@/components/music/MusicSetData';

function MdxLink({ href = '', ...rest }: ComponentProps<'a'>) {
  // A content image's link opens its file (or the zoom dialog), never a client-side route.
  if (rest.className === ZOOM_LINK_CLASS) return <a href={href} {...rest} />;
  if (href.startsWith('/') && !href.startsWith('//')) return <Link href={href} {...rest} />;
  if (href.startsWith('#')) return <a href={href} {...rest} />;
  return <a href={href} rel="noopener noreferrer" {...rest} />;
}

function MdxImage({ alt = '', ...rest }: ComponentProps<'img'>) {
  // Markdown images arrive with their size and loading set at build time (lib/content/rehype-content-images.ts).
  // eslint-disable-next-line @next/next/no-img-element
  return <img alt={alt} loading="lazy" decoding="async" {...rest} />;
}

function MdxPre(props: ComponentProps<'pre'>) {
  return (
    <div className="code-block__body">
      <pre {...props} />
      <CopyCodeButton />
    </div>
  );
}

const components = { a: MdxLink, img: MdxImage, table: ScrollTable, pre: MdxPre, ...themeComponents, ParameterTable, ParameterReference, DocCardList, Score, MusicSetData };

/** Renders a compiled MDX body (contentlayer's code) on the server, with the site's components. */
export function MdxContent({ code }: { code: string }) {
  const Content = getMDXComponent(code);
  return (
    <div className="markdown">
      <Content components={components} />
    </div>
  );
}
