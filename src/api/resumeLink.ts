/**
 * Résumé links (ours, optional: docs/API.md "Optional calls"): a public résumé is opened by an
 * unguessable token the agency gets for an aunt, can revoke, and that expires; never by her id.
 * A server without these calls (404) leaves the résumé share "unavailable": there is no fallback
 * to an id link (docs/DECISIONS.md, "Personal data").
 */
import { post, type RequestOptions } from './http';
import { optionalPath } from './optional';
import type { AuntIdRequest, PublicAunt } from './aunt.types';

export const resumeLinkPaths = {
  get: optionalPath('/aunt/resumeLink'),
  revoke: optionalPath('/aunt/resumeLink/revoke'),
  resume: optionalPath('/aunt/resume'),
};

/** Days a new link lives by default, and at most. */
export const RESUME_LINK_DAYS = { default: 30, max: 90 } as const;

/** The aunt's live résumé link, made when she has none. */
export interface ResumeLinkRequest extends AuntIdRequest {
  /**
   * Days a NEW link lives (1–90, default 30); a live link is answered as it is.
   * @minimum 1
   * @maximum 90
   */
  days?: number;
}

export interface ResumeLink {
  /** The unguessable token the public résumé is opened with (/resume?token=…). */
  token: string;
  /** When the link stops answering (ISO date-time). */
  expiresAt: string;
}

/** The public résumé's request: a link's token. */
export interface ResumeTokenRequest {
  /**
   * @minLength 1
   * @maxLength 64
   */
  token: string;
}

/**
 * The public résumé by token; a signed-in user may also ask by the id of an aunt of their own
 * company (the résumé template's preview). Without a session an id answers nothing.
 */
export type ResumeByTokenRequest = ResumeTokenRequest | AuntIdRequest;

/** What the résumé of one of the company's aunts shows (signed in; the template preview). */
export const getResumePreview = (auntId: number, options?: RequestOptions) =>
  post(resumeLinkPaths.resume, { auntId } satisfies ResumeByTokenRequest, options) as Promise<PublicAunt>;

/** Gets (or makes) the aunt's live résumé link. */
export const getResumeLink = (body: ResumeLinkRequest, options?: RequestOptions) => post(resumeLinkPaths.get, body, options);

/** Revokes the aunt's résumé links: they answer nothing from now on. */
export const revokeResumeLink = (body: AuntIdRequest, options?: RequestOptions) => post(resumeLinkPaths.revoke, body, options);

/** The public résumé for a token, asked as a visitor (no token header even when this browser holds a session). */
export const getResumeByToken = (token: string, options?: RequestOptions) =>
  post(resumeLinkPaths.resume, { token } satisfies ResumeByTokenRequest, { ...options, anonymous: true }) as Promise<PublicAunt>;

/** The public résumé page's address for a token. */
export const resumeUrl = (token: string): string => `${window.location.origin}/resume?token=${encodeURIComponent(token)}`;
