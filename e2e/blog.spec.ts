import { XMLParser } from 'fast-xml-parser';
import { docusaurusPostUrl } from '../lib/blog/docusaurus-redirects';
import { test, expect, frontmatter, BLOG_POST_FILES } from './fixtures';

// Spec §1 "Blog", §2 routes, §3 blog options: list, posts, archive, authors, tags, reading time, feeds.

const posts = BLOG_POST_FILES.map((file) => {
  const fm = frontmatter(file);
  const date = (fm.date instanceof Date ? fm.date.toISOString() : String(fm.date)).slice(0, 10);
  return { file, title: String(fm.title), date, url: `/blog/${date.replaceAll('-', '/')}` };
}).sort((a, b) => b.date.localeCompare(a.date));

test('the two posts are dated 2025-01-25 and 2025-02-17', () => {
  expect(posts.map((p) => p.date).sort()).toEqual(['2025-01-25', '2025-02-17']);
});

test('/blog lists posts newest first with date, reading time, tags and Read more', async ({ page }) => {
  await page.goto('/blog');
  const articles = page.locator('main article');
  await expect(articles).toHaveCount(posts.length);
  for (const [index, post] of posts.entries()) {
    const article = articles.nth(index);
    await expect(article.getByRole('heading', { level: 2 })).toHaveText(post.title);
    await expect(article.locator('time')).toHaveAttribute('datetime', post.date);
    await expect(article.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(article.getByRole('link', { name: `Read more about ${post.title}` })).toHaveAttribute('href', post.url);
    await expect(article.getByRole('link', { name: 'Robin Vale' })).toBeVisible();
  }
});

test("each post's Docusaurus address (the date as folders, then the name of its file or folder) leads to the post", async ({ page }) => {
  // One post is kept in a year folder (blog/2025/01-25-…), the other in a folder of its own.
  expect(posts.map((post) => docusaurusPostUrl(post.file)).sort()).toEqual(['/blog/2025/01/25/researching-the-vital-guide', '/blog/2025/02/17/modelling-music-theory-in-an-api']);
  for (const post of posts) {
    const address = docusaurusPostUrl(post.file);
    // Not waiting for the old page to hydrate: it has no scripts, and it leaves at once.
    await page.goto(address, { waitUntil: 'commit' });
    await expect(page).toHaveURL(new RegExp(`${post.url}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    // For search engines: the old address names the post as canonical and asks not to be indexed.
    const html = await (await page.request.get(address)).text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${post.url}">`));
  }
});

test('the blog sidebar groups recent posts by year', async ({ page }) => {
  await page.goto('/blog');
  const sidebar = page.getByRole('navigation', { name: 'Recent blog posts' });
  await expect(sidebar.getByText('All the posts', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('heading', { name: '2025' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: posts[0]!.title })).toHaveAttribute('href', posts[0]!.url);
});

test('a post page shows title, date, author, reading time, tags, ToC and neighbours', async ({ page }) => {
  const [newer, older] = posts;
  await page.goto(older!.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(older!.title);
  await expect(page.locator('article time').first()).toHaveAttribute('datetime', older!.date);
  await expect(page.getByText(/^\d+ min read$/).first()).toBeVisible();
  await expect(page.locator('article').getByRole('link', { name: 'Robin Vale' })).toHaveAttribute('href', '/blog/authors/robin');
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  await expect(page.locator('.tag-list').getByRole('link').first()).toHaveAttribute('href', /^\/blog\/tags\//);
  await expect(page.getByRole('navigation', { name: 'Blog post navigation' }).getByRole('link', { name: /Newer post/ })).toHaveAttribute('href', newer!.url);
});

test('the archive lists every post by year', async ({ page }) => {
  await page.goto('/blog/archive');
  const year = page.getByRole('region', { name: '2025' });
  await expect(year.getByRole('heading', { level: 2, name: '2025' })).toBeVisible();
  for (const post of posts) await expect(year.getByRole('link', { name: post.title, exact: true })).toHaveAttribute('href', post.url);
});

test('authors list and author page', async ({ page }) => {
  await page.goto('/blog/authors');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Robin Vale' })).toBeVisible();
  await expect(main.getByText(`${posts.length} posts`)).toBeVisible();
  await main.getByRole('link', { name: 'Robin Vale', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/authors\/robin$/);
  await expect(page.locator('main article')).toHaveCount(posts.length);
});

test('tags list and a tag page', async ({ page }) => {
  await page.goto('/blog/tags');
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  const first = page.locator('main .tags-index a').first();
  await first.click();
  await expect(page).toHaveURL(/\/blog\/tags\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('tagged with');
  await expect(page.locator('main article').first()).toBeVisible();
});

test('every page advertises the feeds', async ({ page }) => {
  await page.goto('/docs/About');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/blog\/rss\.xml$/);
  // Docs pages also offer the documentation changes feed beside the blog's.
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"][href$="/blog/atom.xml"]')).toHaveCount(1);
});

test('feeds are served with their content types and hold exactly the posts', async ({ request }) => {
  const parser = new XMLParser();
  const rss = await request.get('/blog/rss.xml');
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  const items = [parser.parse(await rss.text()).rss.channel.item].flat();
  expect(items.map((i: { title: string }) => i.title)).toEqual(posts.map((p) => p.title));
  expect(items[0].link).toMatch(new RegExp(`^https?://[^/]+${posts[0]!.url}$`));

  const atom = await request.get('/blog/atom.xml');
  expect(atom.headers()['content-type']).toContain('application/atom+xml');
  expect([parser.parse(await atom.text()).feed.entry].flat()).toHaveLength(posts.length);

  const json = await request.get('/blog/feed.json');
  expect((await json.json()).items).toHaveLength(posts.length);
});
