/**
 * Search family (/search, ours: docs/API.md): one keyword over the company's aunts, employers,
 * orders, joint-hall aunts and staff, for the search from anywhere (Ctrl+K, layout/search). Names
 * match by part, mobiles by their stored value or last 4+ digits, identity numbers by their last
 * 4–6 characters, orders by number; personal values come back masked. A server without it: the
 * dialog asks the spec's list calls with their keyword filters instead.
 */
import { post, type RequestOptions } from './http';
import { optionalPath } from './optional';

export const searchPaths = {
  search: optionalPath('/search'),
} as const;

/** What a hit is: an aunt, an employer, an order, a joint-hall aunt of another agency, a staff member. */
export type SearchKind = 'aunt' | 'employer' | 'order' | 'hall' | 'staff';

export const SEARCH_KINDS: readonly SearchKind[] = ['aunt', 'employer', 'order', 'hall', 'staff'];

export interface SearchRequest {
  /** 1–50 characters (trimmed). */
  keyword: string;
  /** Hits per kind, 1–20 (default 5). */
  limit?: number;
  /** Only these kinds (the ones the user may open); all without. */
  kinds?: SearchKind[];
}

export interface SearchHit {
  kind: SearchKind;
  /** auntId / employerId / orderId / the hall aunt's auntId / userId. */
  id: number;
  /** Name, or the order number. */
  title: string;
  /** A second line: the mobile (masked), the order's employer, the hall aunt's agency. */
  detail: string;
  /** What matched: name, mobile, idNumber or orderNo. */
  matched: 'name' | 'mobile' | 'idNumber' | 'orderNo';
}

export interface SearchAnswer {
  hits: SearchHit[];
  /** Kinds this user may not search (e.g. staff without user.manage): left out, not failed. */
  refused: SearchKind[];
}

export const searchRecords = (body: SearchRequest, options?: RequestOptions) => post(searchPaths.search, body, options);
