'use client';

import Link from '@/components/shell/PrefetchLink';

/** Navbar search entry. Until the modal is wired it leads to the full search page. */
export function SearchButton() {
  return (
    <Link href="/search" className="search-button" aria-label="Search">
      <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="8.5" cy="8.5" r="6" stroke="currentColor" fill="none" strokeWidth="1.8" />
        <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className="search-button__label">Search</span>
    </Link>
  );
}
