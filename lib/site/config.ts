/**
 * The site's configuration as every part of the site reads it: site.config.ts (with the build's site
 * variant laid over it) and Docusaurus's defaults for what it leaves out. Read it from here, not from
 * site.config.ts, which may leave those keys out.
 */
import ownConfig from '../../site.config';
import { withConfigDefaults } from '../config/schema';
import type { SiteConfig } from '../config/types';

export const siteConfig: SiteConfig = withConfigDefaults(ownConfig);
