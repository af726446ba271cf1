/**
 * What the browser may keep of people's data: only drafts in sessionStorage (dies with the tab),
 * under these key prefixes, forgotten whenever a session starts or ends (login, logout, session
 * expiry, a token refused). localStorage keeps preferences only (language, theme, column layouts).
 */
export const PERSONAL_KEY_PREFIXES: readonly string[] = ['aunt-form-draft:'];

function storages(): Storage[] {
  try {
    // localStorage too: drafts were kept there before, and must not outlive the next session change.
    return [window.sessionStorage, window.localStorage];
  } catch {
    return [];
  }
}

/** Removes every personal entry (drafts) from sessionStorage and localStorage. */
export function forgetPersonalData(): void {
  for (const storage of storages()) {
    try {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
      for (const key of keys) if (PERSONAL_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
    } catch {
      // Storage unavailable (private mode): nothing was kept either.
    }
  }
}
