/**
 * What the search from anywhere finds for a typed keyword: the optional /search call (ours) over
 * the kinds of record the user may open, or, on a server without it (404), the spec's list calls
 * with their keyword filters in parallel (aunts, employers, orders, hall aunts; staff from the
 * team list) — "partial" when one of them fails or the server refuses a kind; plus the user's
 * menu pages matched here by title. A kind whose list page the user's menu lacks is not asked.
 */
import { useMemo } from 'react';
import { auntQueries } from '@/api/aunt.queries';
import { companyQueries } from '@/api/company.queries';
import { employerQueries } from '@/api/employer.queries';
import { orderQueries } from '@/api/order.queries';
import { useCallOffered } from '@/api/optional';
import { SEARCH_KINDS, searchPaths, type SearchHit, type SearchKind } from '@/api/search';
import { searchQueries } from '@/api/search.queries';
import { unitedQueries } from '@/api/united.queries';
import { pageLink } from '@/app/pageLinks';
import { useMenuTree } from '@/app/useMenuTree';
import { flattenMenu, type MenuNode } from '@/auth/menu';
import { pageModuleOf } from '@/domain/pageModules';
import { maskMobile } from '@/domain/personalData';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { useQueryData } from '@/hooks/useQueryData';
import { useTitle } from '../useTitle';

/** Typing pauses this long before a search goes out (first results within 300 ms: tests/bench/searchTimings.ts, searchPaint.ts). */
export const SEARCH_DEBOUNCE_MS = 150;
/** Hits per kind. */
export const SEARCH_LIMIT = 5;

export type ResultKind = SearchKind | 'page';

export interface SearchRow {
  key: string;
  kind: ResultKind;
  title: string;
  detail: string;
  /** Where Enter (or a click) leads. */
  to: string;
}

export interface GlobalSearch {
  /** The keyword searched (trimmed, after the pause). */
  text: string;
  rows: SearchRow[];
  loading: boolean;
  /** Some kinds could not be searched (a failed list call, a kind the server refused). */
  partial: boolean;
  /** The search failed as a whole (the catalogue's words). */
  error: string | null;
}

/** The list page whose menu entry lets a user search a kind. */
const KIND_PAGE: Record<SearchKind, string> = {
  aunt: 'aunt/list',
  employer: 'employer/list',
  order: 'order/list',
  hall: 'united/auntHall',
  staff: 'company/users',
};

/** The user's menu pages (shown, of a page module), and the kinds of record those pages let them open. */
function useOpenable(): { pages: MenuNode[]; kinds: SearchKind[]; staffPath: string | null } {
  const tree = useMenuTree();
  return useMemo(() => {
    const pages = flattenMenu(tree)
      .map(({ node }) => node)
      .filter((node) => !node.hidden && !node.external && pageModuleOf(node.component) !== null);
    const modules = new Set(flattenMenu(tree).map(({ node }) => pageModuleOf(node.component)));
    const kinds = SEARCH_KINDS.filter((kind) => modules.has(KIND_PAGE[kind]));
    const staffPath = flattenMenu(tree).find(({ node }) => pageModuleOf(node.component) === KIND_PAGE.staff)?.node.path ?? null;
    return { pages, kinds, staffPath };
  }, [tree]);
}

function linkOf(hit: Pick<SearchHit, 'kind' | 'id'>, staffPath: string | null): string {
  switch (hit.kind) {
    case 'aunt':
      return pageLink.auntDetail(hit.id);
    case 'employer':
      return pageLink.employerDetail(hit.id);
    case 'order':
      return pageLink.orderDetail(hit.id);
    case 'hall':
      return pageLink.unitedAuntDetail(hit.id);
    case 'staff':
      return staffPath ?? '/';
  }
}

/** The hits of the spec's list calls (a server without /search), each kind's first SEARCH_LIMIT; `failed` when one of them failed. */
function useListFallback(text: string, kinds: readonly SearchKind[], enabled: boolean) {
  const on = (kind: SearchKind) => ({ enabled: enabled && text !== '' && kinds.includes(kind) });
  const aunts = useQueryData(auntQueries.search(text), on('aunt'));
  const employers = useQueryData(employerQueries.search(text), on('employer'));
  const orders = useQueryData(orderQueries.search(text), on('order'));
  const hall = useQueryData(unitedQueries.search(text), on('hall'));
  const team = useQueryData(companyQueries.users(), on('staff'));
  const asked = [aunts, employers, orders, hall, team].filter((_, index) => kinds.includes(SEARCH_KINDS[index]));
  const hits = useMemo((): SearchHit[] => {
    const first = <T>(rows: readonly T[] | undefined) => (rows ?? []).slice(0, SEARCH_LIMIT);
    const tail = /^\d{4,}$/.test(text);
    const staff = (team.data ?? []).filter((user) => user.contact.includes(text) || (tail && user.mobile.endsWith(text)));
    return [
      ...first(aunts.data?.list).map((row): SearchHit => ({
        kind: 'aunt',
        id: row.auntId,
        title: row.auntName,
        detail: maskMobile(row.mobile ?? ''),
        matched: 'name',
      })),
      ...first(employers.data?.list).map((row): SearchHit => ({
        kind: 'employer',
        id: row.employerId,
        title: row.employerName,
        detail: maskMobile(row.mobile),
        matched: 'name',
      })),
      ...first(orders.data?.list).map((row): SearchHit => ({
        kind: 'order',
        id: row.orderId,
        title: row.orderNo,
        detail: row.employerName,
        matched: 'orderNo',
      })),
      ...first(hall.data?.list).map((row): SearchHit => ({ kind: 'hall', id: row.auntId, title: row.auntName, detail: row.companyName, matched: 'name' })),
      ...first(staff).map((row): SearchHit => ({ kind: 'staff', id: row.userId, title: row.contact, detail: maskMobile(row.mobile), matched: 'name' })),
    ];
  }, [text, aunts.data, employers.data, orders.data, hall.data, team.data]);
  return { hits, loading: asked.some((query) => query.loading), failed: asked.some((query) => query.error !== null) };
}

export function useGlobalSearch(keyword: string): GlobalSearch & { typing: boolean } {
  const typed = keyword.trim();
  const text = useDebouncedValue(typed, typed ? SEARCH_DEBOUNCE_MS : 0);
  const { pages, kinds, staffPath } = useOpenable();
  const title = useTitle();
  const offered = useCallOffered(searchPaths.search);
  const asked = offered && text !== '' && kinds.length > 0;
  const found = useQueryData(searchQueries.search({ keyword: text, limit: SEARCH_LIMIT, kinds: [...kinds] }), { enabled: asked });
  const fallback = useListFallback(text, kinds, !offered);

  const rows = useMemo((): SearchRow[] => {
    if (text === '') return [];
    const hits = offered ? (found.data?.hits ?? []) : fallback.hits;
    const needle = text.toLowerCase();
    const pageRows = pages
      .map((node) => ({ node, label: title(`menu.${node.titleKey}`, node.titleKey, node.labels) }))
      .filter(({ label }) => label.toLowerCase().includes(needle))
      .slice(0, SEARCH_LIMIT)
      .map(({ node, label }): SearchRow => ({ key: `page-${node.pageId}`, kind: 'page', title: label, detail: node.path, to: node.path }));
    return [
      ...hits
        .filter((hit) => kinds.includes(hit.kind))
        .map((hit): SearchRow => ({ key: `${hit.kind}-${hit.id}`, kind: hit.kind, title: hit.title, detail: hit.detail, to: linkOf(hit, staffPath) })),
      ...pageRows,
    ];
  }, [text, offered, found.data, fallback.hits, pages, kinds, staffPath, title]);

  return {
    text,
    typing: text !== typed,
    rows,
    loading: offered ? asked && found.loading : fallback.loading,
    partial: offered ? (found.data?.refused.length ?? 0) > 0 : fallback.failed,
    error: offered && found.error && found.data === null ? found.error : null,
  };
}
