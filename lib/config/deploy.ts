import type { SiteConfig } from './types';

/**
 * Where `npm run deploy` pushes the export: the `deploymentBranch` of the GitHub repository
 * `organizationName/projectName`, as `docusaurus deploy` does for GitHub Pages. `DEPLOY_REMOTE`
 * replaces the repository (another host, a fork, or a local repository in the tests); `USE_SSH=true`
 * pushes over SSH instead of HTTPS.
 */
export interface DeployTarget {
  remote: string;
  branch: string;
}

export function deployTarget(config: Pick<SiteConfig, 'organizationName' | 'projectName' | 'deploymentBranch'>, env: Record<string, string | undefined>): DeployTarget {
  const { organizationName, projectName, deploymentBranch } = config;
  if (!env.DEPLOY_REMOTE && (!organizationName || !projectName)) {
    throw new Error('site.config.ts: set organizationName and projectName (the GitHub owner and repository to deploy to), or DEPLOY_REMOTE.');
  }
  const remote = env.DEPLOY_REMOTE || (env.USE_SSH === 'true' ? `git@github.com:${organizationName}/${projectName}.git` : `https://github.com/${organizationName}/${projectName}.git`);
  return { remote, branch: deploymentBranch || 'gh-pages' };
}
