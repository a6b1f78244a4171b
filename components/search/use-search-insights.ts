'use client';

import { useEffect, useMemo } from 'react';
import type { ClientSearchConfig } from '@/lib/search/client-config';
import { anonymousUserToken, browserScheduler, createInsightsSession, createSender, insightsUrl, type InsightsSession, type SendEvents } from '@/lib/search/insights';

// In memory for the page visit only: no storage and no cookie, so the token identifies nobody
// beyond this visit and needs no consent banner (README, "Search analytics").
let visitToken: string | null = null;
// One sender per endpoint for the visit, so an unreachable endpoint is warned about once, not per modal.
const senders = new Map<string, SendEvents>();

function senderFor(config: ClientSearchConfig, host: string): SendEvents {
  const url = insightsUrl(host, config.appId, config.apiKey);
  let send = senders.get(url);
  if (!send) senders.set(url, (send = createSender({ url, fetch: (...args) => window.fetch(...args), warn: console.warn })));
  return send;
}

/** The open modal's Insights session, or null when events are off (always with the built-in index). */
export function useSearchInsights(config: ClientSearchConfig): InsightsSession | null {
  const session = useMemo(() => {
    // clientSearchConfig turns insights on only for hosted search (insightsHostOf), so it is not asked again here.
    if (!config.insights || !config.insightsHost) return null;
    visitToken ??= anonymousUserToken();
    return createInsightsSession({ userToken: visitToken, send: senderFor(config, config.insightsHost), scheduler: browserScheduler });
  }, [config]);
  useEffect(() => () => session?.close(), [session]);
  return session;
}
