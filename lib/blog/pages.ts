import { siteConfig } from '../site';
import { listedPosts, type BlogPost } from './data';
import { paginate, type Page } from './posts';

/** The pages of the blog list, /blog first. */
export function blogListPages(): Page<BlogPost>[] {
  return paginate(listedPosts, siteConfig.blog.postsPerPage);
}
