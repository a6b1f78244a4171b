import { getMDXComponent } from 'next-contentlayer2/hooks';
import type { ComponentProps } from 'react';
import Link from '@/components/shell/PrefetchLink';
import { Callout } from './Callout';
import { CopyCodeButton } from './CopyCodeButton';
import DocCardList from '@/components/docs/DocCardList';

function MdxLink({ href = '', ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link href={href} {...rest} />;
  if (href.startsWith('#')) return <a href={href} {...rest} />;
  return <a href={href} rel="noopener noreferrer" {...rest} />;
}

function MdxImage({ alt = '', ...rest }: ComponentProps<'img'>) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img alt={alt} loading="lazy" decoding="async" {...rest} />;
}

function MdxTable(props: ComponentProps<'table'>) {
  // A wide table scrolls sideways on a phone; as a Tab stop its scroll region is keyboard-reachable.
  return (
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

function MdxPre(props: ComponentProps<'pre'>) {
  return (
    <div className="code-block__body">
      <pre {...props} />
      <CopyCodeButton />
    </div>
  );
}

const components = { a: MdxLink, img: MdxImage, table: MdxTable, pre: MdxPre, Callout, DocCardList };

/** Renders a compiled MDX body (contentlayer's code) on the server, with the site's components. */
export function MdxContent({ code }: { code: string }) {
  const Content = getMDXComponent(code);
  return (
    <div className="markdown">
      <Content components={components} />
    </div>
  );
}
