/**
 * Errors of calls whose failure the page shows in place (a list's error state, an inline
 * editor's message) instead of as a toast. The caller sends the request `silent`; this turns
 * the ApiError into the text the error catalogue would have toasted. What the catalogue treats
 * as more than a message (the "log in again" prompt, logged in elsewhere) still happens.
 *
 * @example
 *   try { await editField(body, { silent: true }); } catch (error) { if (!isCancelled(error)) setMessage(loadErrorText(error)); }
 */
import { decideErrorDisplay, isApiError, isUnavailable, presentApiError, unavailableText } from '@/api/errors';
import { getToken } from '@/auth/token';
import { i18n } from '@/i18n';

/** A cancelled request: never an error to show. */
export function isCancelled(error: unknown): boolean {
  return (isApiError(error) && error.kind === 'cancelled') || (error instanceof DOMException && error.name === 'AbortError');
}

/** The text to show in place for a failed call. */
export function loadErrorText(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error && error.message ? error.message : i18n.t('errors.generic');
  if (isUnavailable(error)) return unavailableText();
  const decision = decideErrorDisplay(error, Boolean(getToken()));
  if (decision.action === 'toast') return decision.text;
  presentApiError(error);
  return error.serverMessage || i18n.t('errors.generic');
}
