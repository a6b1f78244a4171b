/**
 * The AI assistants the Copy page menu can open a page in. Each link carries a prompt that names the
 * page's Markdown twin, so the assistant reads the page as written rather than scraping its HTML.
 */
export const ASSISTANT_IDS = ['chatgpt', 'claude'] as const;
export type AssistantId = (typeof ASSISTANT_IDS)[number];

const ASSISTANTS: Record<AssistantId, { name: string; url: (prompt: string) => string }> = {
  chatgpt: { name: 'ChatGPT', url: (prompt) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}` },
  claude: { name: 'Claude', url: (prompt) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}` },
};

/** The prompt an "Open in" link carries. */
export const assistantPrompt = (twinUrl: string) => `Read ${twinUrl} so that I can ask you questions about it.`;

/** The "Open in …" links for a twin, in the order the configuration lists them. */
export function assistantLinks(twinUrl: string, ids: readonly AssistantId[]): { id: AssistantId; label: string; href: string }[] {
  return ids.map((id) => ({ id, label: `Open in ${ASSISTANTS[id].name}`, href: ASSISTANTS[id].url(assistantPrompt(twinUrl)) }));
}
