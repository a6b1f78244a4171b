/** Page layout class names of spec §2, one per kind of page, as Docusaurus names them. */
export const LAYOUT_CLASS = {
  blogList: 'blog-list-page',
  blogPost: 'blog-post-page',
  blogTagsList: 'blog-tags-list-page',
  blogTagPosts: 'blog-tags-post-list-page',
  blogAuthorsList: 'blog-authors-list-page',
  blogAuthorPosts: 'blog-authors-posts-page',
  docsDoc: 'docs-doc-page',
  docsTags: 'docs-tags-list-page',
  docsTagDocList: 'docs-tags-doc-list-page',
  docsGeneratedIndex: 'docs-generated-index-page',
  custom: 'mdx-page',
} as const;
