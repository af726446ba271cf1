/**
 * The mini-program's members and what they leave: members (/companyApp/getMembers), suggestions
 * (getSuggest and our replySuggest, which needs company.manage: the reply speaks for the company),
 * purchases (getBuyMiniOrder) and marriage applications (getMarryApply). Reading needs a session
 * of the company. Every answer carries the member's mobile (and a purchase's address) masked (the full one: /privacy/reveal).
 */
import { companyAppPaths } from '@/api/companyApp';
import { maskAddress } from '@/domain/personalData';
import { getDb } from '../db';
import { listMembers, readMemberQuery } from '../rules/appMembers';
import {
  listMarryApplies,
  listMiniOrders,
  listSuggestions,
  readMarryQuery,
  readMiniOrderQuery,
  readSuggestQuery,
  replyToSuggestion,
} from '../rules/appRecords';
import { DEFAULT_PAGE_SIZE } from '../rules/listQuery';
import { withMaskedMobile } from '../rules/views';
import { appManager } from './companyAppContent';
import { apiPost, apiWrite, listResult, paginate, requireSession } from './kit';

const getMembers = apiPost(companyAppPaths.getMembers, (ctx) => {
  const { company } = requireSession(ctx);
  const query = readMemberQuery(ctx.body);
  return paginate(listMembers(getDb(), company.companyId, query, new Date()), query, DEFAULT_PAGE_SIZE);
});

const getSuggest = apiPost(companyAppPaths.getSuggest, (ctx) => {
  const { company } = requireSession(ctx);
  const query = readSuggestQuery(ctx.body);
  const { rows, summary } = listSuggestions(getDb(), company.companyId, query, new Date());
  const page = paginate(rows, query, DEFAULT_PAGE_SIZE);
  return listResult(page.list.map(withMaskedMobile), page.total, summary);
});

const replySuggest = apiWrite(companyAppPaths.replySuggest, (ctx) => {
  const user = appManager(ctx);
  return replyToSuggestion(getDb(), user, ctx.body, new Date());
});

const getBuyMiniOrder = apiPost(companyAppPaths.getBuyMiniOrder, (ctx) => {
  const { company } = requireSession(ctx);
  const query = readMiniOrderQuery(ctx.body);
  const { rows, summary } = listMiniOrders(getDb(), company.companyId, query, new Date());
  const page = paginate(rows, query, DEFAULT_PAGE_SIZE);
  return listResult(
    page.list.map((row) => ({ ...withMaskedMobile(row), address: maskAddress(row.address) })),
    page.total,
    summary,
  );
});

const getMarryApply = apiPost(companyAppPaths.getMarryApply, (ctx) => {
  const { company } = requireSession(ctx);
  const query = readMarryQuery(ctx.body);
  const page = paginate(listMarryApplies(getDb(), company.companyId, query, new Date()), query, DEFAULT_PAGE_SIZE);
  return listResult(page.list.map(withMaskedMobile), page.total);
});

export const companyAppMemberHandlers = [getMembers, getSuggest, replySuggest, getBuyMiniOrder, getMarryApply];
