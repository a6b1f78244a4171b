import { siteConfig } from './index';
import { listedPosts, type BlogPost } from './blog';
import { paginate, type Page } from '../blog/posts';

/** The pages of the blog list, /blog first. */
export function blogListPages(): Page<BlogPost>[] {
  return paginate(listedPosts, siteConfig.blog.postsPerPage);
}
