/**
 * A compile worker of the content build (lib/content/mdx-compile-pool.ts). It builds the MDX pipeline
 * as contentlayer.config.ts does, from site.config.ts and versions.json (lib/content/content-mdx.ts),
 * but does not load that file, whose top-level steps (dropping a stale content cache, touching
 * documents whose imports changed) are the main thread's alone. It is an entry point beside the
 * build's scripts, not in lib/, because it reads the site's configuration (lib/site/layering.test.ts).
 */
import { parentPort } from 'node:worker_threads';
import { siteConfig } from '../../lib/site/config';
import { loadVersions } from '../../lib/docs/versions-files';
import { contentMdxOptions, contentPipelineOf, versionBasesOf } from '../../lib/content/content-mdx';
import { compileService, type CompileRequest } from '../../lib/content/mdx-compile-service';

const port = parentPort!;
const compile = await compileService(contentMdxOptions(contentPipelineOf(siteConfig, versionBasesOf(loadVersions(siteConfig.docs)))));
port.on('message', (request: CompileRequest) => void compile(request).then((response) => port.postMessage(response)));
port.postMessage('ready');
