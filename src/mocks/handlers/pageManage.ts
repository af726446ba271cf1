/**
 * The platform's page management (/platform/page-manage/): the pages table every menu comes
 * from. Only PLATFORM_ADMIN may call it (40301 for anyone else, agency admins included); the rules
 * are in rules/pageManage.ts and domain/pageRules.ts.
 */
import type { RequestHandler } from 'msw';
import { pageManagePaths } from '@/api/pageManage';
import { getDb } from '../db';
import { sortPages } from '../rules/access';
import { createPage, deletePage, platformUser, readPageListBody, updatePage } from '../rules/pageManage';
import { toSysPage } from '../rules/views';
import { apiPost, apiWrite, listResult } from './kit';

/** {} → every page (one list, parents' order then sort), the screen builds the tree. */
const pageList = apiPost(pageManagePaths.pageList, (ctx) => {
  platformUser(ctx);
  readPageListBody(ctx.body);
  const pages = sortPages(getDb().pages).map(toSysPage);
  return listResult(pages, pages.length);
});

const create = apiWrite(pageManagePaths.createPage, (ctx) => {
  platformUser(ctx);
  return toSysPage(createPage(getDb(), ctx.body));
});

const update = apiWrite(pageManagePaths.updatePage, (ctx) => {
  platformUser(ctx);
  return toSysPage(updatePage(getDb(), ctx.body));
});

const remove = apiWrite(pageManagePaths.delPage, (ctx) => {
  platformUser(ctx);
  deletePage(getDb(), ctx.body);
  return null;
});

export const pageManageHandlers: RequestHandler[] = [pageList, create, update, remove];
