/** Drafts are built in development only. */
export function isPublished(item: { draft: boolean }, production: boolean): boolean {
  return !(production && item.draft);
}

