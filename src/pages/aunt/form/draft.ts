/**
 * Drafts of the aunt form in sessionStorage, one per user, mode and record
 * (`aunt-form-draft:<userId>:<mode>:<id>`), so an unsaved form survives a reload of the tab; they hold
 * personal data, so they go with the tab and with the session (auth/personalData).
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { getToken } from '@/auth/token';
import type { AuntFormValues } from './formValues';

export type FormMode = 'add' | 'edit' | 'copy';

export interface StoredDraft {
  /** Epoch milliseconds of the last save. */
  savedAt: number;
  /** The record's updatedTime when the draft was started (edit), to tell a stale draft. */
  baseUpdatedTime: string | null;
  values: AuntFormValues;
}

export const DRAFT_DELAY_MS = 500;

export function draftKey(userId: number, mode: FormMode, id: number | null): string {
  return `aunt-form-draft:${userId}:${mode}:${id ?? 'new'}`;
}

function isDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<StoredDraft>;
  return typeof draft.savedAt === 'number' && typeof draft.values === 'object' && draft.values !== null;
}

export function readDraft(key: string): StoredDraft | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function removeDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode): nothing was kept either.
  }
}

function writeDraft(key: string, draft: StoredDraft): void {
  // No session (a logout or an expiry under way, the form unmounting after it): nothing is kept.
  if (!getToken()) return;
  try {
    window.sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota or private mode: the form still works, only without a draft.
  }
}

export interface DraftSaver {
  /** Saves these values after a pause in typing. */
  schedule: (values: AuntFormValues) => void;
  /** Forgets the draft and any pending save (after a successful save or a discard). */
  clear: () => void;
}

/**
 * Debounced draft saving. A pending save is written at once when the page is hidden, closed or
 * the form unmounts, so nothing typed in the last half second is lost.
 */
export function useDraftSaver(key: string, baseUpdatedTime: string | null): DraftSaver {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<AuntFormValues | null>(null);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (pending.current) writeDraft(key, { savedAt: Date.now(), baseUpdatedTime, values: pending.current });
    pending.current = null;
  }, [key, baseUpdatedTime]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  return useMemo(
    () => ({
      schedule(values) {
        pending.current = values;
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(flush, DRAFT_DELAY_MS);
      },
      clear() {
        if (timer.current) clearTimeout(timer.current);
        timer.current = null;
        pending.current = null;
        removeDraft(key);
      },
    }),
    [flush, key],
  );
}
