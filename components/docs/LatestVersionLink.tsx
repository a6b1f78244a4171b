'use client';

import Link from '@/components/shell/PrefetchLink';
import type { VersionNotice } from '@/lib/docs/versions';
import { savePreferredVersion } from '@/lib/client/preferred-version';

/** The banner's "latest version" link: following it makes the latest version the preferred one. */
export function LatestVersionLink({ notice }: { notice: VersionNotice }) {
  return (
    <Link href={notice.latestHref} onClick={() => savePreferredVersion(notice.persistence, notice.latestName)}>
      latest version
    </Link>
  );
}
