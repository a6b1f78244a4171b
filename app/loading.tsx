/**
 * Shown while the next route's content loads. The spinner fades in only after 200 ms (spec §2), so
 * fast switches never flash it.
 */
export default function Loading() {
  return (
    <div className="route-loading container" role="status" aria-live="polite">
      <span className="route-loading__spinner" aria-hidden="true" />
      <span className="route-loading__label">Loading…</span>
    </div>
  );
}
