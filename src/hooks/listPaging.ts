/**
 * Paging of every list (useTable, DataTable's pagination, the profile's login log): one default
 * page size and one choice of sizes for the whole product. The spec names no page size; 20 is
 * what the server uses when none is sent and what antd's pager starts from.
 */

/** The page sizes a user may choose in every list. */
export const PAGE_SIZE_OPTIONS = [20, 50, 100, 200] as const;
/** Every list opens on pages of this size (no per-page override). */
export const DEFAULT_PAGE_SIZE = 20;
/** Data older than this is asked again (quietly) when its page is shown again: lists and other queries alike. */
export const STALE_AFTER_MS = 60_000;
