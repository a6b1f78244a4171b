'use client';

import NextLink from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';
import { shouldPrefetch, type ConnectionInfo } from '@/lib/client/prefetch';

function readPolicy(): boolean {
  return shouldPrefetch((navigator as Navigator & { connection?: ConnectionInfo }).connection);
}

function subscribe(onChange: () => void): () => void {
  const connection = (navigator as Navigator & { connection?: EventTarget }).connection;
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

/** Every internal link of the site: Next's Link with the prefetch policy applied in one place. */
export default function Link(props: ComponentProps<typeof NextLink>) {
  const allowed = useSyncExternalStore(subscribe, readPolicy, () => true);
  return <NextLink {...props} prefetch={allowed ? props.prefetch : false} />;
}
