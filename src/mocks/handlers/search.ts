/**
 * The search from anywhere (/search, ours): one keyword over the caller company's aunts, employers
 * and orders (deleted ones left out), the joint hall's aunts shared by other agencies (on the
 * shelf) and, for a user with user.manage, the staff. Names match by part; a mobile by its stored
 * value or its last 4+ digits; an identity number whole or by its last 4–6 characters; an order by
 * its number (part of 4+ characters). Mobiles are matched on the stored value and answered masked
 * (domain/personalData). A read: nothing is written.
 */
import { searchPaths, SEARCH_KINDS, type SearchAnswer, type SearchHit, type SearchKind } from '@/api/search';
import { hasPermission } from '@/auth/permission';
import { FEATURE_PERMISSIONS } from '@/domain/permissions';
import { maskMobile } from '@/domain/personalData';
import { getDb } from '../db';
import { accessOf } from '../rules/auntAccess';
import { apiPost, invalid, isRecord, requireSession, validate } from './kit';

export const SEARCH_KEYWORD_MAX = 50;
export const SEARCH_LIMIT_MAX = 20;
const DEFAULT_LIMIT = 5;

const LABEL = {
  keyword: { zh: '搜索内容', en: 'Search text' },
  limit: { zh: '每类条数', en: 'Hits per kind' },
};

type Matched = SearchHit['matched'];

/** How a keyword matches: the tests each kind's fields are put to. */
function matcherOf(keyword: string) {
  const upper = keyword.toUpperCase();
  const digits = /^\d+$/.test(keyword);
  const idLike = /^[\dX]+$/.test(upper);
  return {
    name: (name: string) => name.includes(keyword),
    mobile: (mobile: string) => mobile !== '' && (mobile === keyword || (digits && keyword.length >= 4 && mobile.endsWith(keyword))),
    idNumber: (idCard: string) =>
      idCard !== '' && idLike && (idCard.toUpperCase() === upper || (upper.length >= 4 && upper.length <= 6 && idCard.toUpperCase().endsWith(upper))),
    orderNo: (orderNo: string) => orderNo.toUpperCase() === upper || (upper.length >= 4 && orderNo.toUpperCase().includes(upper)),
  };
}

function readSearch(body: unknown): { keyword: string; limit: number; kinds: SearchKind[] } {
  const raw = isRecord(body) ? body : {};
  const input = validate(
    { keyword: typeof raw.keyword === 'string' ? raw.keyword.trim() : raw.keyword, limit: raw.limit },
    {
      keyword: { type: 'string', label: LABEL.keyword, required: true, minLength: 1, maxLength: SEARCH_KEYWORD_MAX },
      limit: { type: 'number', label: LABEL.limit, integer: true, min: 1, max: SEARCH_LIMIT_MAX },
    },
  );
  const kinds = raw.kinds;
  if (
    kinds !== undefined &&
    (!Array.isArray(kinds) || kinds.length > SEARCH_KINDS.length || kinds.some((kind) => !SEARCH_KINDS.includes(kind as SearchKind)))
  ) {
    throw invalid({ zh: `种类须为：${SEARCH_KINDS.join('、')}`, en: `Kinds must be among: ${SEARCH_KINDS.join(', ')}` });
  }
  return { keyword: input.keyword, limit: input.limit ?? DEFAULT_LIMIT, kinds: kinds === undefined ? [...SEARCH_KINDS] : [...new Set(kinds as SearchKind[])] };
}

/** The `limit` newest rows (highest id) for which `match` names what matched, as hits. */
function hitsOf<T>(
  rows: readonly T[],
  limit: number,
  id: (row: T) => number,
  match: (row: T) => Matched | null,
  hit: (row: T, matched: Matched) => SearchHit,
): SearchHit[] {
  const found: { row: T; matched: Matched }[] = [];
  for (const row of rows) {
    const matched = match(row);
    if (matched) found.push({ row, matched });
  }
  return found
    .sort((a, b) => id(b.row) - id(a.row))
    .slice(0, limit)
    .map(({ row, matched }) => hit(row, matched));
}

const search = apiPost(searchPaths.search, (ctx): SearchAnswer => {
  const { user, company } = requireSession(ctx);
  const { keyword, limit, kinds } = readSearch(ctx.body);
  const companyId = company.companyId;
  const db = getDb();
  const is = matcherOf(keyword);
  const refused: SearchKind[] = [];
  const hits: SearchHit[] = [];
  const wanted = new Set(kinds);
  if (wanted.has('staff') && !hasPermission(accessOf(user), FEATURE_PERMISSIONS.userManage)) {
    wanted.delete('staff');
    refused.push('staff');
  }
  if (wanted.has('aunt')) {
    const rows = db.aunts.filter((row) => row.companyId === companyId && row.isDeleted === 0);
    hits.push(
      ...hitsOf(
        rows,
        limit,
        (row) => row.auntId,
        (row) => (is.name(row.auntName) ? 'name' : is.mobile(row.mobile) ? 'mobile' : is.idNumber(row.idCard) ? 'idNumber' : null),
        (row, matched) => ({ kind: 'aunt', id: row.auntId, title: row.auntName, detail: maskMobile(row.mobile), matched }),
      ),
    );
  }
  if (wanted.has('employer')) {
    const rows = db.employers.filter((row) => row.companyId === companyId && row.isDeleted === 0);
    hits.push(
      ...hitsOf(
        rows,
        limit,
        (row) => row.employerId,
        (row) => (is.name(row.employerName) ? 'name' : is.mobile(row.mobile) ? 'mobile' : null),
        (row, matched) => ({ kind: 'employer', id: row.employerId, title: row.employerName, detail: maskMobile(row.mobile), matched }),
      ),
    );
  }
  if (wanted.has('order')) {
    const names = new Map(db.employers.map((row) => [row.employerId, row.employerName]));
    const rows = db.orders.filter((row) => row.companyId === companyId && row.isDeleted === 0);
    hits.push(
      ...hitsOf(
        rows,
        limit,
        (row) => row.orderId,
        (row) => (is.orderNo(row.orderNo) ? 'orderNo' : null),
        (row, matched) => ({ kind: 'order', id: row.orderId, title: row.orderNo, detail: names.get(row.employerId) ?? row.employerName, matched }),
      ),
    );
  }
  if (wanted.has('hall')) {
    const aunts = new Map(db.aunts.map((row) => [row.auntId, row]));
    const companies = new Map(db.companies.map((row) => [row.companyId, row.companyName]));
    const rows = db.unitedAunts.filter((row) => row.companyId !== companyId && row.isOnShelf === 1 && aunts.get(row.auntId)?.isDeleted === 0);
    hits.push(
      ...hitsOf(
        rows,
        limit,
        (row) => row.auntId,
        (row) => (is.name(aunts.get(row.auntId)?.auntName ?? '') ? 'name' : null),
        (row, matched) => ({ kind: 'hall', id: row.auntId, title: aunts.get(row.auntId)?.auntName ?? '', detail: companies.get(row.companyId) ?? '', matched }),
      ),
    );
  }
  if (wanted.has('staff')) {
    const rows = db.users.filter((row) => row.companyId === companyId);
    hits.push(
      ...hitsOf(
        rows,
        limit,
        (row) => row.userId,
        (row) => (is.name(row.contact) ? 'name' : is.mobile(row.mobile) ? 'mobile' : null),
        (row, matched) => ({ kind: 'staff', id: row.userId, title: row.contact, detail: maskMobile(row.mobile), matched }),
      ),
    );
  }
  return { hits, refused };
});

export const searchHandlers = [search];
