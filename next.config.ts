import type { NextConfig } from 'next';
import { overlay } from './site.variant';

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // A site variant's own pages (page.e2e.tsx for the e2e variant) are built only in that variant.
  pageExtensions: [...(overlay.pageExtensions ?? []), 'tsx', 'ts'],
  typedRoutes: false,
  // Styles sit beside their components, and Turbopack emits one stylesheet per imported file: a docs
  // page linked 12–13 render-blocking sheets. Inlined, the page paints without waiting for any of them
  // (bench/stylesheets.build-test.ts holds every page to at most one).
  experimental: { inlineCss: true },
  // `npm run build` type-checks once, incrementally, before `next build` (`npm run typecheck`: route
  // types from `next typegen`, then `tsc --build`, which returns at once when no input changed), and
  // says so; a bare `next build` still runs Next's own full check.
  typescript: { ignoreBuildErrors: process.env.SITE_TYPECHECKED === '1' },
};

export default nextConfig;
