'use client';

import '@scalar/api-reference-react/style.css';
import './scalar-theme.css';
import { ApiReferenceReact } from '@scalar/api-reference-react';
import { useEffect, useMemo, useRef } from 'react';
import type { ApiServer } from '@/lib/api/servers';
import { watchScalarMarkup } from './scalar-a11y';

/**
 * Scalar, configured to stay on this site: no default fonts, no telemetry, no proxy, no developer
 * toolbar, light theme only. 'Try it' offers the configured servers (lib/api/servers.ts), the first
 * selected. Its markup is repaired for accessibility as it renders (scalar-a11y.ts) and its colours
 * meet AA (scalar-theme.css).
 */
export default function ScalarReference({
  spec,
  servers,
  onReady,
  repairMarkup = true,
}: {
  spec: string;
  servers: ApiServer[];
  onReady: () => void;
  /** Off only on the test page that checks which of Scalar's defects remain (the canaries). */
  repairMarkup?: boolean;
}) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current && repairMarkup ? watchScalarMarkup(root.current) : undefined), [repairMarkup]);
  useEffect(onReady, [onReady]);
  const configuration = useMemo(
    () => ({
      content: spec,
      servers,
      withDefaultFonts: false,
      telemetry: false,
      showDeveloperTools: 'never' as const,
      forceDarkModeState: 'light' as const,
      hideDarkModeToggle: true,
      documentDownloadType: 'yaml' as const,
      hideClientButton: false,
      layout: 'modern' as const,
      theme: 'default' as const,
      _integration: 'react' as const,
      // The AI agent calls Scalar's servers on load.
      agent: { disabled: true },
      // The MCP links ('VS Code', 'Cursor') install Scalar's hosted MCP server, another host.
      mcp: { disabled: true },
    }),
    [spec, servers],
  );
  return (
    <div ref={root}>
      <ApiReferenceReact configuration={configuration} />
    </div>
  );
}
