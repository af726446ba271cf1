/**
 * The staff list's page from the server's answer. getUsers / searchUser answer the whole team (a
 * company has at most its seats of accounts, tens), so the state filter, the sort and the paging are
 * applied here; the keyword and the department (with its sub-departments) are the server's
 * (searchUser).
 */
import type { ListResult } from '@/api/types';
import type { Flag } from '@/api/shared';
import type { CompanyUser } from '@/api/user';
import type { TableQuery } from '@/hooks/useTable';

export interface StaffListFilter {
  keyword?: string;
  departmentId?: number;
  isEnabled?: Flag;
}

/** Does the query need searchUser (a keyword or a department), or is it the whole team (getUsers)? */
export function needsSearch(filter: StaffListFilter): { keyword: string; departmentId?: number } | null {
  const keyword = filter.keyword?.trim() ?? '';
  if (!keyword && filter.departmentId === undefined) return null;
  return { keyword, ...(filter.departmentId === undefined ? {} : { departmentId: filter.departmentId }) };
}

type SortValue = (row: CompanyUser) => string;

const SORTS: Record<string, SortValue> = {
  contact: (row) => row.contact,
  createdTime: (row) => row.createdTime,
  // Never logged in sorts before every login (ascending).
  lastLoginTime: (row) => row.lastLoginTime ?? '',
};

/** The rows of the page in force: enabled / disabled, sorted (default: enabled first, then by id), paged. */
export function staffPage(rows: readonly CompanyUser[], query: TableQuery & StaffListFilter): ListResult<CompanyUser> {
  const kept = rows.filter((row) => query.isEnabled === undefined || row.isEnabled === query.isEnabled);
  const value = query.sortField ? SORTS[query.sortField] : undefined;
  const direction = query.sortOrder === 'desc' ? -1 : 1;
  const sorted = kept.slice().sort((a, b) => {
    if (value) {
      const order = value(a).localeCompare(value(b), 'zh-Hans-CN') * direction;
      if (order !== 0) return order;
    } else if (a.isEnabled !== b.isEnabled) {
      return b.isEnabled - a.isEnabled;
    }
    return a.userId - b.userId;
  });
  const start = (query.page - 1) * query.pageSize;
  return { list: sorted.slice(start, start + query.pageSize), total: kept.length };
}
