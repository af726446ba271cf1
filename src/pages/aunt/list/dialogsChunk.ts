/**
 * The list's dialogs (deliver, remarks, blacklist reason: antd Form and its rules) are their own
 * chunk, left out of the list's first load. It is fetched when the user reaches for what opens
 * them (a row's more-menu or work-status menu, the bulk actions), and at the latest when one opens.
 */
import type { AuntDialogs } from './AuntDialogs';

type DialogsModule = { AuntDialogs: typeof AuntDialogs };

let chunk: Promise<DialogsModule> | null = null;

export function loadAuntDialogs(): Promise<DialogsModule> {
  chunk ??= import('./AuntDialogs').catch((error: unknown) => {
    chunk = null; // a failed fetch is tried again next time
    throw error;
  });
  return chunk;
}

/** Starts fetching the dialogs; a failure shows when a dialog is opened. */
export function preloadAuntDialogs(): void {
  loadAuntDialogs().catch(() => undefined);
}
