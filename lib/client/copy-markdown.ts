/**
 * The Copy page action, loaded only when a visitor uses it: fetches the page's Markdown twin and puts
 * its text on the clipboard exactly as served. Throws when the twin cannot be read or the browser
 * refuses the clipboard, so the caller can say so.
 */
export async function copyTextAt(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  await navigator.clipboard.writeText(await response.text());
}
