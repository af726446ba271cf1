/**
 * The notification centre (/notice/, ours; rules/notices.ts): the signed-in user's notices newest
 * first (reading the list first raises the company's due reminders), marking read, and the kinds
 * the user gets. Only one's own notices are read or marked; another user's ids are refused (40401).
 */
import { NOTICE_KINDS, noticePaths, type NoticeKind } from '@/api/notice';
import { getDb, type MockDb } from '../db';
import { invalid, notFound, type Msg } from '../core/errors';
import { isRecord } from '../core/validate';
import { readStrict } from '../rules/unitedBody';
import { raiseReminders, toNotice } from '../rules/notices';
import { apiPost, apiWrite, listResult, paginate, requireSession } from './kit';

export const NOTICE_PAGE_MAX = 50;
export const NOTICE_READ_MAX = 100;

const LABEL: Record<string, Msg> = {
  page: { zh: '页码', en: 'Page' },
  pageSize: { zh: '每页条数', en: 'Page size' },
  unreadOnly: { zh: '只看未读', en: 'Unread only' },
  noticeIds: { zh: '通知', en: 'Notices' },
  kinds: { zh: '通知类型', en: 'Notice kinds' },
};

const unreadOf = (db: MockDb, userId: number) => db.notices.filter((row) => row.userId === userId && row.isRead === 0).length;

const list = apiPost(noticePaths.list, (ctx) => {
  const { user } = requireSession(ctx);
  const query = readStrict(ctx.body, {
    page: { type: 'number', label: LABEL.page, integer: true, min: 1 },
    pageSize: { type: 'number', label: LABEL.pageSize, integer: true, min: 1, max: NOTICE_PAGE_MAX },
    unreadOnly: { type: 'enum', label: LABEL.unreadOnly, values: [0, 1] },
  });
  const db = getDb();
  raiseReminders(db, user.companyId);
  const mine = db.notices.filter((row) => row.userId === user.userId && (query.unreadOnly !== 1 || row.isRead === 0));
  const newest = mine.sort((a, b) => (a.createdTime === b.createdTime ? b.noticeId - a.noticeId : a.createdTime < b.createdTime ? 1 : -1));
  const page = paginate(newest, query, 20);
  return listResult(page.list.map(toNotice), page.total, { unread: unreadOf(db, user.userId) });
});

const read = apiWrite(noticePaths.read, (ctx) => {
  const { user } = requireSession(ctx);
  const { noticeIds } = readStrict(ctx.body, { noticeIds: { type: 'ids', label: LABEL.noticeIds, required: true } });
  if (noticeIds.length > NOTICE_READ_MAX) throw invalid({ zh: `一次最多标记 ${NOTICE_READ_MAX} 条通知`, en: `At most ${NOTICE_READ_MAX} notices at once` });
  const db = getDb();
  const rows = noticeIds.map((id) => db.notices.find((row) => row.noticeId === id && row.userId === user.userId));
  if (rows.some((row) => row === undefined)) throw notFound(LABEL.noticeIds!);
  for (const row of rows) row!.isRead = 1;
  return { unread: unreadOf(db, user.userId) };
});

const readAll = apiWrite(noticePaths.readAll, (ctx) => {
  const { user } = requireSession(ctx);
  readStrict(ctx.body, {});
  const db = getDb();
  for (const row of db.notices) if (row.userId === user.userId) row.isRead = 1;
  return { unread: 0 };
});

const prefsOf = (db: MockDb, userId: number): { kinds: NoticeKind[] } => {
  const off = db.noticePrefs.find((row) => row.userId === userId)?.off ?? [];
  return { kinds: NOTICE_KINDS.filter((kind) => !off.includes(kind)) };
};

const prefsGet = apiPost(noticePaths.prefsGet, (ctx) => {
  const { user } = requireSession(ctx);
  readStrict(ctx.body, {});
  return prefsOf(getDb(), user.userId);
});

const prefsSet = apiWrite(noticePaths.prefsSet, (ctx) => {
  const { user } = requireSession(ctx);
  const body: unknown = ctx.body;
  const kinds = isRecord(body) ? body.kinds : undefined;
  const extra = isRecord(body) ? Object.keys(body).find((key) => key !== 'kinds') : undefined;
  if (extra !== undefined) throw invalid({ zh: `不支持的字段：${extra}`, en: `Unknown field: ${extra}` });
  if (!Array.isArray(kinds) || kinds.some((kind) => !(NOTICE_KINDS as readonly unknown[]).includes(kind)) || new Set(kinds).size !== kinds.length) {
    throw invalid({
      zh: `${LABEL.kinds!.zh}须为：${NOTICE_KINDS.join('、')}（各一次）`,
      en: `${LABEL.kinds!.en} must be among: ${NOTICE_KINDS.join(', ')} (each once)`,
    });
  }
  const db = getDb();
  const off = NOTICE_KINDS.filter((kind) => !(kinds as unknown[]).includes(kind));
  db.noticePrefs = [...db.noticePrefs.filter((row) => row.userId !== user.userId), { userId: user.userId, off }];
  return prefsOf(db, user.userId);
});

export const noticeHandlers = [list, read, readAll, prefsGet, prefsSet];
