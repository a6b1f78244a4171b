'use client';

import '@scalar/api-reference-react/style.css';
import { ApiReferenceReact } from '@scalar/api-reference-react';
import { useEffect } from 'react';

export interface ScalarServer {
  url: string;
  description?: string;
}

/**
 * Scalar, configured to stay on this site: no default fonts, no telemetry, no proxy, no developer
 * toolbar, light theme only. 'Try it' targets the configured servers.
 */
export default function ScalarReference({ spec, servers, onReady }: { spec: string; servers: ScalarServer[]; onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return (
    <ApiReferenceReact
      configuration={{
        content: spec,
        servers,
        withDefaultFonts: false,
        telemetry: false,
        showDeveloperTools: 'never',
        forceDarkModeState: 'light',
        hideDarkModeToggle: true,
        documentDownloadType: 'yaml',
        hideClientButton: false,
        layout: 'modern',
        theme: 'default',
        _integration: 'react',
        // The AI agent calls Scalar's servers on load; 0.8's types omit the switch its runtime reads.
        ...({ agent: { disabled: true } } as object),
      }}
    />
  );
}
