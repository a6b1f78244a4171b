import { axeViolations, hydrated, test, expect, openMobileMenu } from './fixtures';

// Spec §2 "Page shell": skip link, announcement bar, navbar, main with error fallback, footer.

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/docs/Vital/UserGuide/Filters');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('the navbar has the spec’s items in order, with the repository link on the right', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Projects' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'My Music' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blog');
  await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute('href', '/docs/About');
  await expect(nav.getByRole('button', { name: 'Search' })).toBeVisible();
  const repo = nav.getByRole('link', { name: 'Source repository on GitHub' });
  await expect(repo).toHaveAttribute('href', /^https:\/\/github\.com\//);
  const [repoBox, blogBox] = [await repo.boundingBox(), await nav.getByRole('link', { name: 'Blog', exact: true }).boundingBox()];
  expect(repoBox!.x).toBeGreaterThan(blogBox!.x + 400);
  // The logo and title lead where the logo's href says (Docusaurus's navbar.logo.href), here the About page.
  await expect(nav.getByRole('link', { name: 'Robin Vale', exact: true })).toHaveAttribute('href', '/docs/About');
});

test("a navbar item's data attributes and title reach its link, as Docusaurus passes an item's other keys", async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Source repository on GitHub' })).toHaveAttribute('data-nav-event', 'source');
  await nav.getByRole('button', { name: 'My Music' }).click();
  const start = nav.getByRole('link', { name: 'Docs start' });
  await expect(start).toHaveAttribute('data-nav-event', 'docs-start');
  await expect(start).toHaveAttribute('title', 'Where the docs begin');
});

test('a logo path written without its leading slash is read from the site root, below the home page too', async ({ page }) => {
  await page.goto('/docs/Vital/UserGuide/Filters');
  const logo = page.locator('.navbar__logo');
  await expect(logo).toHaveAttribute('src', '/img/logo.svg');
  await expect(logo).toHaveJSProperty('complete', true);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

// A height given without a width (Lexical's `logo: { height: 12 }`) is overridden by Infima's 2rem, and
// here by the img reset's height: auto, which drew such a logo at its file's size over the page.
test('a navbar logo given a height and no width is drawn 2rem tall, as Infima draws it', async ({ page }) => {
  await page.goto('/');
  await page.evaluate((src) => {
    const logo = document.querySelector('.navbar__logo')!;
    logo.removeAttribute('width');
    logo.setAttribute('height', '12');
    logo.setAttribute('src', src);
  }, '/img/social-card.png');
  const navbarLogo = page.locator('.navbar__logo');
  await expect(navbarLogo).toHaveJSProperty('complete', true);
  const logo = (await navbarLogo.boundingBox())!;
  expect(logo.height).toBe(32);
  expect(logo.width).toBeCloseTo((32 * 1200) / 630, 0);
});

test('dropdowns open on Enter, list their documents, and close on Escape and outside click', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const projects = nav.getByRole('button', { name: 'Projects' });
  await projects.focus();
  await page.keyboard.press('Enter');
  await expect(projects).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Vital User Guide', exact: true })).toHaveAttribute('href', '/docs/Vital/UserGuide/Intro');
  await expect(nav.getByRole('link', { name: 'Vital Code Docs', exact: true })).toHaveAttribute('href', '/docs/Vital/Vital-Code-Docs');
  await page.keyboard.press('Escape');
  await expect(projects).toHaveAttribute('aria-expanded', 'false');
  await expect(projects).toBeFocused();

  const music = nav.getByRole('button', { name: 'My Music' });
  await music.click();
  await expect(nav.getByRole('link', { name: 'Twelve Pieces for Piano', exact: true })).toBeVisible();
  await page.locator('footer').click();
  await expect(music).toHaveAttribute('aria-expanded', 'false');
});

test('a dropdown closes when focus leaves it', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const projects = nav.getByRole('button', { name: 'Projects' });
  await projects.click();
  await nav.getByRole('link', { name: 'Blog', exact: true }).focus();
  await expect(projects).toHaveAttribute('aria-expanded', 'false');
});

test('a dropdown link navigates and is marked as the current page', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Projects' }).click();
  await nav.getByRole('link', { name: 'Vital User Guide', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/Vital\/UserGuide\/Intro$/);
  await expect(nav.getByRole('button', { name: 'Projects' })).toHaveAttribute('aria-expanded', 'false');
  await nav.getByRole('button', { name: 'Projects' }).click();
  await expect(nav.getByRole('link', { name: 'Vital User Guide', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('the footer is dark-styled content with the 2025 copyright and one link, to the accessibility statement', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Copyright © 2025');
  await expect(footer.getByRole('link')).toHaveText(['Accessibility']);
  await footer.getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement');
});

// A Docusaurus site's logos often give no size (Casbin's navbar logo is an SVG saying 170×184, its
// footer logo a 500px-wide PNG); Infima draws them 2rem tall and at most 10rem wide. This site's own
// logo has a size, so the test gives the navbar logo and a footer logo a large file and none.
test('logos given no size fit the navbar and the footer, as Infima draws them', async ({ page }) => {
  await page.goto('/');
  const big = '/img/social-card.png';
  await page.evaluate((src) => {
    const logo = document.querySelector('.navbar__logo')!;
    logo.removeAttribute('width');
    logo.removeAttribute('height');
    logo.setAttribute('src', src);
    const footerLogo = document.createElement('div');
    footerLogo.className = 'footer__logo';
    footerLogo.innerHTML = `<img src="${src}" alt="Footer logo">`;
    document.querySelector('footer')!.append(footerLogo);
  }, big);
  const navbarLogo = page.locator('.navbar__logo');
  await expect(navbarLogo).toHaveJSProperty('complete', true);
  const bar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  const logo = (await navbarLogo.boundingBox())!;
  expect(logo.height).toBe(32);
  expect(logo.width).toBeCloseTo((32 * 1200) / 630, 0);
  expect(logo.y + logo.height).toBeLessThanOrEqual(bar.y + bar.height);
  const footerLogo = page.getByRole('img', { name: 'Footer logo' });
  await expect(footerLogo).toHaveJSProperty('complete', true);
  const footerBox = (await footerLogo.boundingBox())!;
  expect(footerBox.width).toBe(160);
  expect(footerBox.height).toBeCloseTo((160 * 630) / 1200, 0);
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 400, height: 800 } });

  test('the side panel has a close button, the main menu, and locks page scroll', async ({ page }) => {
    await page.goto('/blog');
    const panel = await openMobileMenu(page);
    await expect(panel.getByRole('button', { name: 'Close navigation bar' })).toBeFocused();
    await expect(panel.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Blog', exact: true })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await panel.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('Tab and Shift+Tab stay inside the open panel', async ({ page }) => {
    await page.goto('/blog');
    const panel = await openMobileMenu(page);
    const close = panel.getByRole('button', { name: 'Close navigation bar' });
    await expect(close).toBeFocused();
    const stops = await panel.evaluate((element) => element.querySelectorAll('a[href], button').length);
    for (let i = 0; i < stops + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    // The logo's href (Docusaurus's navbar.logo.href), set by the e2e variant, in the panel as in the bar.
    await expect(panel.getByRole('link', { name: 'Robin Vale', exact: true })).toHaveAttribute('href', '/docs/About');
    await panel.getByRole('link', { name: 'Robin Vale', exact: true }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  });

  test('on a docs page the secondary menu shows the sidebar, with Back to main menu', async ({ page }) => {
    await page.goto('/docs/Vital/UserGuide/Filters');
    const panel = await openMobileMenu(page);
    const docsMenu = panel.getByRole('navigation', { name: 'Docs sidebar' });
    await expect(docsMenu.getByRole('link', { name: 'Filters', exact: true })).toHaveAttribute('aria-current', 'page');
    await panel.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(panel.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(docsMenu).toBeHidden();
  });

  test('mobile dropdowns start collapsed, or expanded when a child is the current page', async ({ page }) => {
    await page.goto('/blog');
    let panel = await openMobileMenu(page);
    await expect(panel.getByRole('button', { name: 'Projects' })).toHaveAttribute('aria-expanded', 'false');
    await panel.getByRole('button', { name: 'Close navigation bar' }).click();
    await page.goto('/docs/My-Pieces/Twelve');
    panel = await openMobileMenu(page);
    await panel.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(panel.getByRole('button', { name: 'My Music' })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('button', { name: 'Projects' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the panel closes when the window becomes desktop-wide', async ({ page }) => {
    await page.goto('/');
    const panel = await openMobileMenu(page);
    await expect(panel).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(panel).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
});

test.describe('error fallback', () => {
  test('a page that throws shows the fallback, and Try again re-renders it', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Rendering the crash fixture failed\./); // React and the fallback log the error on purpose
    await page.goto('/e2e/crash');
    await page.getByRole('button', { name: 'Crash this page' }).click();
    await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
    await expect(page).toHaveTitle('Page Error');
    await expect(page.getByText('Rendering the crash fixture failed.')).toBeVisible();
    await expect(page.getByText('Cause: The fixture was asked to crash.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.evaluate(() => ((globalThis as { __e2eHealed?: boolean }).__e2eHealed = true));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Crash fixture' })).toBeVisible();
  });
});

// This site's bar takes the page's colours; a moved Docusaurus site may set navbar.style, whose class
// the navbar then carries (lib/site/shell.ts). The class is set here on this site's bar, so that the
// palettes are checked on the real items, menus and search button.
for (const [style, background] of [
  ['dark', 'rgb(27, 27, 29)'],
  ['primary', 'rgb(29, 78, 216)'],
] as const) {
  test(`navbar.style '${style}', as Docusaurus sites set it, colours the bar and its menus legibly`, async ({ page }) => {
    await page.goto('/docs/About');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.evaluate((element, name) => element.classList.add(`navbar--${name}`), style);
    await expect(nav).toHaveCSS('background-color', background);
    await nav.getByRole('button', { name: 'My Music' }).click();
    await expect(nav.getByRole('link', { name: 'Twelve Pieces for Piano', exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(nav).toHaveCSS('background-color', background);
    const menu = await openMobileMenu(page);
    await expect(menu).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
