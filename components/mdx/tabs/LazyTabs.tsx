'use client';

import { lazy } from 'react';
import type { TabsProps } from './Tabs';
// The styles come with this module, not with the lazy body: the page is painted before that chunk
// loads, and its server-rendered tabs must look like tabs from the first paint, without a restyle.
import './tabs.module.css';

const TabsBody = lazy(() => import('./Tabs').then((m) => ({ default: m.Tabs })));

/**
 * The tabs' code is fetched only by pages that render a <Tabs>. A client component that the MDX
 * components map (a server module) imports lands in the first load of every docs and blog page, even
 * through next/dynamic (vercel/next.js#61066); one that a client component imports lazily is split
 * off. React.lazy rather than next/dynamic, whose loader alone weighs about 1.5 KB gzip on every page.
 * The server still renders the tabs in full.
 */
export function Tabs(props: TabsProps) {
  return <TabsBody {...props} />;
}
