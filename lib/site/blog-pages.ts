import { blogConfig, listedPosts, type BlogPost } from './blog';
import { paginate, type Page } from '../blog/posts';

/** The pages of the blog list, /blog first: one, empty, without posts or without a blog. */
export function blogListPages(): Page<BlogPost>[] {
  // No blog (blog: false): the one empty page.
  return paginate(listedPosts, blogConfig?.postsPerPage ?? 'ALL');
}
