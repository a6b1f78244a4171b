import { gitLastUpdate } from '../content/git-last-update';
import { mergeLastUpdate } from '../content/page-meta';
import { docs } from './index';
import type { DocChange } from '../docs/changes-feed';

/**
 * Every listed doc with its last change: git's last commit of the file (the date "Last updated"
 * shows), which front matter `last_update` overrides, whether or not the pages show the date.
 */
export function docChanges(): DocChange[] {
  return docs
    .filter((doc) => !doc.unlisted)
    .map((doc) => {
      const last = mergeLastUpdate(gitLastUpdate(`content/${doc._raw.sourceFilePath}`), doc.last_update, { showLastUpdateTime: true, showLastUpdateAuthor: true });
      return { title: doc.pageTitle, url: doc.url, updated: last?.date ?? '', description: doc.summary || undefined, author: last?.author };
    });
}
