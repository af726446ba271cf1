/**
 * Requests a page will make as it mounts, started while its code still loads. A returning user
 * opening the dashboard waited for the layout's and the page's code, then the user info, before
 * the page asked for its figures; now the figures are asked for beside the user info, and the
 * page takes the answer (usePageData) instead of asking again. An answer not taken within
 * EARLY_KEEP_MS is dropped, so a page opened later never shows an old one. A failed early request
 * is taken like a failed own one: the page shows it in place with its retry.
 */
export const EARLY_KEEP_MS = 10_000;

const started = new Map<string, { answer: Promise<unknown>; at: number }>();

/** Starts `request` under `key` unless it was started already. */
export function startEarly(key: string, request: () => Promise<unknown>): void {
  if (started.has(key)) return;
  const answer = request();
  // Not taken at all (the user went elsewhere): the failure is nobody's to report.
  answer.catch(() => undefined);
  started.set(key, { answer, at: Date.now() });
}

/** The answer started under `key`, once: later calls (a reload, a new visit) ask again. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const early = started.get(key);
  started.delete(key);
  return early && Date.now() - early.at < EARLY_KEEP_MS ? (early.answer as Promise<T>) : undefined;
}
