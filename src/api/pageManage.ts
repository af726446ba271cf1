/** Platform page management family (/platform/page-manage/): the menu pages roles can see. */
import { post, postList, type RequestOptions } from './http';
import type { ListQuery } from './shared';
import type { SysPage } from './user.types';

export const pageManagePaths = {
  createPage: '/platform/page-manage/createPage',
  pageList: '/platform/page-manage/pageList',
  updatePage: '/platform/page-manage/updatePage',
  delPage: '/platform/page-manage/delPage',
} as const;

export type PageInput = Omit<SysPage, 'pageId'>;
export type UpdatePageRequest = Partial<PageInput> & { pageId: number };
export type PageListQuery = ListQuery<{ keyword?: string; parentId?: number }>;
export interface PageIdRequest {
  pageId: number;
}

/** Creates a menu page. */
export const createPage = (body: PageInput, options?: RequestOptions) => post<SysPage>(pageManagePaths.createPage, body, options);

/** Menu pages (list). */
export const pageList = (body: PageListQuery, options?: RequestOptions) => postList<SysPage>(pageManagePaths.pageList, body, options);

/** Saves a menu page. */
export const updatePage = (body: UpdatePageRequest, options?: RequestOptions) =>
  post<SysPage>(pageManagePaths.updatePage, body, options);

/** Deletes a menu page. */
export const delPage = (body: PageIdRequest, options?: RequestOptions) => post<null>(pageManagePaths.delPage, body, options);
