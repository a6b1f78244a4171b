import { availableParallelism } from 'node:os';
import type { NextConfig } from 'next';
import { overlay } from './site.variant';
import siteConfigInput from './site.config';
import { docsSidebarEnv } from './lib/config/docs-sidebar-env';

/**
 * Packages the pages use only while `next build` renders them (HTML parsing, diagrams, engraving,
 * highlighting, feeds, the configuration's schema): Node loads them as installed instead of
 * Turbopack bundling them and their dependencies (cheerio alone brings undici and parse5). A cold
 * `next build` compiles in about 10 s instead of 14 (BENCHMARKS, "Build speed"). Client code is
 * bundled as before: this applies to the server's bundles only.
 */
export const BUILD_TIME_PACKAGES = ['ajv', 'ajv-formats', 'beautiful-mermaid', 'cheerio', 'feed', 'shiki', '@shikijs/rehype', '@shikijs/transformers', 'verovio', 'yaml'];

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // A site variant's own pages (page.e2e.tsx for the e2e variant) are built only in that variant.
  pageExtensions: [...(overlay.pageExtensions ?? []), 'tsx', 'ts'],
  typedRoutes: false,
  serverExternalPackages: BUILD_TIME_PACKAGES,
  // Which of docs.sidebar's options are on, as constants of the bundles: a site that leaves one off
  // carries none of its code (components/docs/sidebar-options.ts).
  env: docsSidebarEnv(siteConfigInput),
  // `next dev` writes nothing into the project: since Next 16.5 it adds its agent-rules and upgrade
  // blocks to an AGENTS.md at the root on every start (16.4 did so only when it took the caller for
  // a coding agent), an untracked file after each `npm run dev` and each dev-server test. Next is
  // upgraded by hand, with the lockfile and the tests, so its upgrade reminders (experimental.
  // agentUpgrade) are off in builds too.
  agentRules: false,
  // Styles sit beside their components, and Turbopack emits one stylesheet per imported file: a docs
  // page linked 12–13 render-blocking sheets. Inlined, the page paints without waiting for any of them
  // (bench/stylesheets.build-test.ts holds every page to at most one).
  //
  // No server source maps in a production build: Turbopack writes none (33 MB on this site) and the
  // page workers load none, about 0.5 s of every `next build` (BENCHMARKS, "Build speed"). `next dev`
  // keeps them, and `next build --debug-prerender` turns them back on to trace an error in a page.
  //
  // Pages are rendered by one worker per core: Next's default keeps a core for its main process, which
  // only waits while the workers render an export (on 2 cores, one worker). At 1,000 pages two workers
  // render in 31–33 s where one takes 44 s; on this site's 42 pages it makes no difference (BENCHMARKS,
  // "Build at scale").
  //
  // Client code is minified chunk by chunk, as before Next 16.5, which made minifying each module
  // before chunking its default ("slightly worse compression", its documentation says): names are
  // then chosen per module, and every route's first load grew by 650 bytes gzip. The build's CPU time
  // measured the same either way (BENCHMARKS, "Next 16.5.0").
  experimental: {
    inlineCss: true,
    turbopackMinifyBeforeChunking: false,
    cpus: availableParallelism(),
    agentUpgrade: false,
    ...(process.env.NODE_ENV === 'production' && { serverSourceMaps: false }),
  },
  // `npm run build` type-checks once, incrementally, beside its post-build step (`tsc --build` over
  // the route types `next build` wrote, which returns at once when no input changed), and says so; a
  // bare `next build` still runs Next's own full check.
  typescript: { ignoreBuildErrors: process.env.SITE_TYPECHECKED === '1' },
};

export default nextConfig;
