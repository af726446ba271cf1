/** The server's response envelope (both documents, section 7). */
export interface Envelope<T> {
  code: number;
  success: boolean;
  data: T;
  /** Present on list answers: the number of rows matching the filter (all pages). */
  total?: number;
  /** Error text on failures. */
  error?: string | null;
  /**
   * Present on some list answers: figures over every row of the filter, not only this page (the
   * fee records' income, expense and net; the insurance orders' count per status). Our addition.
   */
  summary?: unknown;
  /**
   * On a refusal: the request fields it is about (our names; a nested one dotted,
   * `customFields.cf_1`), so a form marks them by name. Our addition; optional.
   */
  fields?: string[];
}

/** A list answer after unwrapping: the rows of this page and the total across pages. */
export interface ListResult<T> {
  list: T[];
  total: number;
  /** The envelope's summary, when the call sends one (its family's module types it). */
  summary?: unknown;
}

/** Paging fields accepted by list calls. */
export interface PageQuery {
  /** 1-based page number. */
  page?: number;
  pageSize?: number;
}

/** Sorting accepted by list calls. */
export interface SortQuery {
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
}

/** Success code of the envelope and the local logout result code. */
export const SUCCESS_CODE = 200;
export const LOCAL_LOGOUT_CODE = 20000;

/** An id-only payload, used by many calls. */
export type Id = number;
