/**
 * The contract's entries for `pageManagePaths` (pageManage.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type { EmptyBody } from './contract';
import type { PageIdRequest, PageInput, UpdatePageRequest } from './pageManage';
import type { SysPage } from './user.types';

export interface PageManageContract {
  /**
   * Creates a menu page.
   * Answer: `SysPage` (the stored page)
   */
  '/platform/page-manage/createPage': { req: PageInput; res: SysPage };
  /**
   * Every menu page in one list ({} body; `total` is the count): the screen builds the tree.
   * Request: `{}` (no parameters) Answer: `list of SysPage (+ total)`: every page, ordered by parent id, sort, id; the screen builds the tree
   */
  '/platform/page-manage/pageList': { req: EmptyBody; list: SysPage };
  /**
   * Saves a menu page.
   * Request: `UpdatePageRequest` {pageId; any of the PageInput fields} — merged into the stored page, then checked whole; nothing sent: 40001
   */
  '/platform/page-manage/updatePage': { req: UpdatePageRequest; res: SysPage };
  /**
   * Deletes a menu page (refused while it has children); it leaves every role's pages.
   * Answer: `null`; 40901 while the page has children (or for PageManage); the page leaves every role's `pageIds` in the same write
   */
  '/platform/page-manage/delPage': { req: PageIdRequest; res: null };
}
