import { isRootPath } from '@/lib/markup/urls';

/**
 * An author's picture. One on another host (a GitHub avatar, which `checks.onOffSiteResources: 'warn'`
 * lets through) loads lazily: an eager image becomes a preload hint in the page's route data, which
 * the router applies when it prefetches the page, so every page whose navbar links the blog would
 * request the avatars of the posts it lists, and every page whose logo links home the owner's, without
 * showing them.
 */
export function AuthorPicture({ src, size, className }: { src: string; size: number; className: string }) {
  return <img className={className} src={src} alt="" width={size} height={size} loading={isRootPath(src) ? undefined : 'lazy'} decoding="async" />;
}
