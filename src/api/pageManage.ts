/** Platform page management family (/platform/page-manage/): the menu pages roles can see. */
import { post, postList, type RequestOptions } from './http';
import type { SysPage } from './user.types';

export const pageManagePaths = {
  createPage: '/platform/page-manage/createPage',
  pageList: '/platform/page-manage/pageList',
  updatePage: '/platform/page-manage/updatePage',
  delPage: '/platform/page-manage/delPage',
} as const;

/**
 * A page as created: every field of SysPage but its id. `titleZh`/`titleEn` (our addition) are
 * needed when `pageTitle` is not a key of the menu label tables (domain/pageRules).
 */
export type PageInput = Omit<SysPage, 'pageId'>;
/** The page's id and the fields to change (the page is checked as a whole after the change). */
export type UpdatePageRequest = Partial<PageInput> & { pageId: number };
export interface PageIdRequest {
  pageId: number;
}

/** Creates a menu page. */
export const createPage = (body: PageInput, options?: RequestOptions) => post(pageManagePaths.createPage, body, options);

/** Every menu page in one list ({} body; `total` is the count): the screen builds the tree. */
export const pageList = (options?: RequestOptions) => postList(pageManagePaths.pageList, {}, options);

/** Saves a menu page. */
export const updatePage = (body: UpdatePageRequest, options?: RequestOptions) => post(pageManagePaths.updatePage, body, options);

/** Deletes a menu page (refused while it has children); it leaves every role's pages. */
export const delPage = (body: PageIdRequest, options?: RequestOptions) => post(pageManagePaths.delPage, body, options);
