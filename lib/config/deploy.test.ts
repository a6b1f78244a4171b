import { describe, expect, it } from 'vitest';
import { deployTarget } from './deploy';

const config = { organizationName: 'robin-vale', projectName: 'robin-vale.github.io', deploymentBranch: 'gh-pages' };

describe('deployTarget', () => {
  it("is the configured GitHub repository's deployment branch", () => {
    expect(deployTarget(config, {})).toEqual({ remote: 'https://github.com/robin-vale/robin-vale.github.io.git', branch: 'gh-pages' });
    expect(deployTarget(config, { USE_SSH: 'true' }).remote).toBe('git@github.com:robin-vale/robin-vale.github.io.git');
  });

  it('takes DEPLOY_REMOTE instead, and gh-pages when no branch is set', () => {
    expect(deployTarget({ ...config, deploymentBranch: '' }, { DEPLOY_REMOTE: '/srv/site.git' })).toEqual({ remote: '/srv/site.git', branch: 'gh-pages' });
  });

  it('names the fields to set when there is no repository', () => {
    expect(() => deployTarget({ ...config, projectName: '' }, {})).toThrow(/organizationName and projectName/);
  });
});
