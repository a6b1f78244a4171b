'use client';

import NextLink, { useLinkStatus } from 'next/link';
import { useEffect, useSyncExternalStore, type ComponentProps } from 'react';
import { shouldPrefetch, type ConnectionInfo } from '@/lib/client/prefetch';
import { pendingNavigations } from '@/lib/client/route-loading';
import { NAVIGATION_TRANSITION } from '@/lib/client/page-transition';

function readPolicy(): boolean {
  return shouldPrefetch((navigator as Navigator & { connection?: ConnectionInfo }).connection);
}

function subscribe(onChange: () => void): () => void {
  const connection = (navigator as Navigator & { connection?: EventTarget }).connection;
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

/** Tells the route-loading spinner while this link's navigation is in flight. Renders nothing. */
function PendingReporter({ href }: { href: string }) {
  const { pending } = useLinkStatus();
  useEffect(() => (pending ? pendingNavigations.begin(href, window.location.href) : undefined), [pending, href]);
  return null;
}

/**
 * Every internal link of the site: Next's Link with the prefetch policy applied, and its loading
 * state reported, in one place.
 */
export default function Link({ children, ...props }: ComponentProps<typeof NextLink>) {
  const allowed = useSyncExternalStore(subscribe, readPolicy, () => true);
  return (
    <NextLink transitionTypes={[NAVIGATION_TRANSITION]} {...props} prefetch={allowed ? props.prefetch : false}>
      {children}
      <PendingReporter href={typeof props.href === 'string' ? props.href : String(props.href.pathname ?? '')} />
    </NextLink>
  );
}
