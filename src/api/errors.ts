/**
 * Errors of the request layer.
 *
 * The transport (http.ts) only turns every failure into one ApiError. What the user sees is
 * decided here, by ONE table keyed by code (second document, section 8), and carried out by
 * presentApiError through the feedback bridge (antd App.useApp(), so theme and locale apply).
 */
import { i18n } from '@/i18n';
import { feedback } from '@/app/feedback';
import { browser } from '@/app/browser';
import { getToken, removeToken } from '@/auth/token';
import { forgetPersonalData } from '@/auth/personalData';
import { config } from '@/config';

/**
 * Where the failure came from. `business` means the envelope carried a code other than 200;
 * `unsuccessful` means code 200 with `success: false`, which the spec does not count as an
 * error (nothing is shown) yet is no answer either: `post` rejects, `postList` resolves empty.
 * `unavailable` means the server does not offer a call of ours (HTTP 404 on an optional path,
 * api/optional.ts): nothing is shown here, the feature says so where it is.
 */
export type ApiErrorKind = 'business' | 'unsuccessful' | 'http' | 'network' | 'timeout' | 'malformed' | 'cancelled' | 'unavailable';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Envelope code for business errors, HTTP status for http errors, 0 otherwise. */
  readonly code: number;
  /** The server's error text, when it sent one. */
  readonly serverMessage: string | null;
  /** The transport's own text (axios's message for a network fault), when it gave one. */
  readonly transportMessage: string | null;
  readonly path: string;
  /** The request fields a refusal names (the envelope's `fields`, our names, nested ones dotted); empty when it names none. */
  readonly fields: readonly string[];

  constructor(init: { kind: ApiErrorKind; code?: number; serverMessage?: string | null; path: string; message?: string; fields?: readonly string[] }) {
    super(init.message || init.serverMessage || `${init.kind} error`);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.code = init.code ?? 0;
    this.serverMessage = init.serverMessage ?? null;
    this.transportMessage = init.message?.trim() || null;
    this.path = init.path;
    this.fields = init.fields ?? [];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The server does not offer this call of ours (api/optional.ts). */
export function isUnavailable(value: unknown): value is ApiError & { kind: 'unavailable' } {
  return isApiError(value) && value.kind === 'unavailable';
}

/** What a feature the server does not offer says (components/FeatureUnavailable shows it). */
export const unavailableText = (): string => i18n.t('errors.unavailable');

/** What the user is shown for one error. */
export type ErrorDecision =
  | { action: 'none' }
  | { action: 'toast'; text: string; seconds: number }
  | { action: 'relogin' }
  | { action: 'kickedOut'; text: string; seconds: number; reloadAfterMs: number };

/** Codes whose answer means the session is gone: one "log in again" confirm. */
export const RELOGIN_CODES: readonly number[] = [50008, 50012, 50014, 401];
/** Codes rejected silently. */
export const SILENT_CODES: readonly number[] = [2010010, 2010011, 10001];
/** Account logged in elsewhere. */
export const KICKED_OUT_CODE = 1000403;

/**
 * The error catalogue as one pure decision (second document, section 8, row by row).
 * `hasToken` matters only for 1000403, which acts only while a token exists.
 */
export function decideErrorDisplay(error: ApiError, hasToken: boolean): ErrorDecision {
  const toast = (text: string): ErrorDecision => ({ action: 'toast', text, seconds: config.toastSeconds });
  switch (error.kind) {
    case 'cancelled':
    case 'unsuccessful':
      // Code 200 is never an error to show, whatever `success` says (section 8: "a body code
      // other than 200 is an error"); the caller keeps its failure state.
      return { action: 'none' };
    case 'unavailable':
      // A call of ours the server lacks: the feature says so in place (unavailableText), no toast.
      return { action: 'none' };
    case 'network':
      // "Network errors show the error message": the transport's text, ours when it has none.
      return toast(error.transportMessage || i18n.t('errors.network'));
    case 'timeout':
      // Our own deadline: always our localised text.
      return toast(i18n.t('errors.timeout'));
    case 'malformed':
      return toast(i18n.t('errors.malformed'));
    case 'http':
      if (error.code === 401) return { action: 'relogin' };
      return toast(error.serverMessage || i18n.t('errors.http', { status: error.code }));
    case 'business':
      break;
  }
  if (RELOGIN_CODES.includes(error.code)) return { action: 'relogin' };
  if (SILENT_CODES.includes(error.code)) return { action: 'none' };
  if (error.code === KICKED_OUT_CODE) {
    if (!hasToken) return { action: 'none' };
    return {
      action: 'kickedOut',
      text: error.serverMessage || i18n.t('errors.kickedOut'),
      seconds: config.toastSeconds,
      reloadAfterMs: config.kickedReloadDelayMs,
    };
  }
  // 2060005, 2060006 and every other code: the error text, or "Error", for 5 seconds.
  return toast(error.serverMessage || i18n.t('errors.generic'));
}

let reloginPromptOpen = false;

/** True while the single "log in again" confirm is on screen (exported for tests). */
export function isReloginPromptOpen(): boolean {
  return reloginPromptOpen;
}

/** A fresh start (each test file's, tests/setup.ts): no prompt is counted as open any more. */
export function releaseReloginPrompt(): void {
  reloginPromptOpen = false;
}

function openReloginPrompt(): void {
  // However many requests fail at once, only one prompt opens.
  if (reloginPromptOpen) return;
  reloginPromptOpen = true;
  // The session has expired: its drafts go now, not only once the user answers the prompt.
  forgetPersonalData();
  feedback.confirm({
    title: i18n.t('errors.relogin.title'),
    content: i18n.t('errors.relogin.content'),
    okText: i18n.t('errors.relogin.ok'),
    cancelText: i18n.t('common.cancel'),
    onOk: () => {
      removeToken();
      browser.reload();
    },
    onClose: () => {
      reloginPromptOpen = false;
    },
  });
}

/** Shows an error as the catalogue decides. Called by http.ts unless the call opted out. */
export function presentApiError(error: ApiError): void {
  const decision = decideErrorDisplay(error, Boolean(getToken()));
  switch (decision.action) {
    case 'none':
      return;
    case 'toast':
      feedback.error(decision.text, decision.seconds);
      return;
    case 'relogin':
      openReloginPrompt();
      return;
    case 'kickedOut':
      removeToken();
      feedback.error(decision.text, decision.seconds);
      browser.setTimeout(() => browser.reload(), decision.reloadAfterMs);
      return;
  }
}
