import type { ComponentProps } from 'react';
import Link from '@/components/shell/PrefetchLink';

/** A link in page content: site paths through the router, anchors as they are, other sites with rel. */
export function MdxLink({ href = '', ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link href={href} {...rest} />;
  if (href.startsWith('#')) return <a href={href} {...rest} />;
  return <a href={href} rel="noopener noreferrer" {...rest} />;
}
