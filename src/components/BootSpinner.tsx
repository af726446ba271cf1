/**
 * The boot screen while the first route's code and loader (e.g. the user info) load: the
 * product's mark and a spinner. index.html paints the same markup before any script runs and
 * holds its styles (global `boot-*` classes), so the hand-over to React does not flicker.
 */
export function BootSpinner() {
  return (
    <div className="boot-screen" aria-busy="true" aria-live="polite">
      <svg className="boot-logo" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#F1A83C" />
        <path d="M8 17 16 9l8 8v7h-5v-5h-6v5H8z" fill="#fff" />
      </svg>
      <span className="boot-spinner" />
      {/* The same bilingual label as index.html's (no language pack is sure to be loaded yet). */}
      <span className="boot-label">
        <b>正在</b>加载… Loading…
      </span>
    </div>
  );
}
