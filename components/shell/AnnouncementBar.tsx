'use client';

import { useState } from 'react';
import type { AnnouncementBarConfig } from '@/lib/config/types';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from '@/lib/config/announcement';
import { createStorageSlot } from '@/lib/client/storage';
import './announcement-bar.css';

/** The optional bar above the navbar. Whether it starts hidden is decided by the head script. */
export function AnnouncementBar({ bar }: { bar: AnnouncementBarConfig }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const close = () => {
    createStorageSlot(ANNOUNCEMENT_ID_KEY).set(bar.id);
    createStorageSlot(ANNOUNCEMENT_DISMISS_KEY).set('true');
    document.documentElement.setAttribute('data-announcement-dismissed', 'true');
    setClosed(true);
  };
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      {/* Author-written markup from site.config.ts, trusted like page content. */}
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-bar__close" aria-label="Close announcement" onClick={close}>
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path d="M2 2l11 11M13 2L2 13" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      )}
    </div>
  );
}
