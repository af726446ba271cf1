/**
 * The company's news posts (/companyApp/getCompanyDynamic, setCompanyDynamic): bodies read
 * strictly, images that must be the company's own jpg/png uploads (at most 9, no repeats), the
 * status rule (draft → published → withdrawn → published: domain/companyAppCodes.ts), pinning
 * (published posts only, at most 3 at once; withdrawing unpins), and the list: pinned first, then
 * the newest (published, else created).
 */
import type { CompanyDynamic, CompanyDynamicSummary, DynamicStatus } from '@/api/companyApp.types';
import { COMPANY_APP_LIMITS as LIMIT, DYNAMIC_STATUSES, dynamicStatusAllowed } from '@/domain/companyAppCodes';
import { allocateId, type AppDynamicRow, type MockDb, type UserRow } from '../db';
import { conflict, invalid, notFound, type Msg } from '../core/errors';
import { isRecord } from '../core/validate';
import { readImageUrl } from './files';
import { readStrictChoices } from './jobMsgInput';
import { KEYWORD_RULE, LIST_PAGING_RULES, sortRules } from './listQuery';

export const NEWS_LABEL = {
  dynamicId: { zh: '动态编号', en: 'Post id' },
  title: { zh: '标题', en: 'Title' },
  content: { zh: '正文', en: 'Text' },
  images: { zh: '图片', en: 'Images' },
  status: { zh: '状态', en: 'Status' },
  isTop: { zh: '置顶', en: 'Pinned' },
  post: { zh: '动态', en: 'Post' },
} as const satisfies Record<string, Msg>;

const STATUS_WORDS: Record<DynamicStatus, Msg> = {
  0: { zh: '草稿', en: 'a draft' },
  1: { zh: '已发布', en: 'published' },
  2: { zh: '已撤回', en: 'withdrawn' },
};

export const NEWS_SORT_FIELDS = ['createdTime', 'publishedTime', 'viewCount'] as const;

const QUERY_RULES = {
  ...LIST_PAGING_RULES,
  ...sortRules(NEWS_SORT_FIELDS),
  keyword: KEYWORD_RULE,
  status: { type: 'enum', values: DYNAMIC_STATUSES, label: NEWS_LABEL.status },
} as const;

export const readNewsQuery = (body: unknown) => readStrictChoices(body ?? {}, QUERY_RULES);
type NewsQuery = ReturnType<typeof readNewsQuery>;

export function toCompanyDynamic(row: AppDynamicRow, users: Map<number, string>): CompanyDynamic {
  const { companyId: _company, ...rest } = row;
  return { ...rest, images: row.images.slice(), authorName: users.get(row.authorId) ?? '' };
}

const shownTime = (row: AppDynamicRow) => row.publishedTime ?? row.createdTime;

/** The company's posts of the query, in the list's order. */
export function listNews(db: MockDb, companyId: number, query: NewsQuery): { rows: AppDynamicRow[]; summary: CompanyDynamicSummary } {
  const needle = (query.keyword ?? '').trim().toLowerCase();
  const matching = db.appDynamics.filter(
    (row) => row.companyId === companyId && (!needle || row.title.toLowerCase().includes(needle) || row.content.toLowerCase().includes(needle)),
  );
  const count = (status: DynamicStatus) => matching.filter((row) => row.status === status).length;
  const summary = { counts: { all: matching.length, draft: count(0), published: count(1), withdrawn: count(2) } };
  const rows = query.status === undefined ? matching : matching.filter((row) => row.status === query.status);
  const direction = query.sortOrder === 'asc' ? 1 : -1;
  const field = query.sortField;
  const value = (row: AppDynamicRow): string | number =>
    field === 'viewCount' ? row.viewCount : field === 'createdTime' ? row.createdTime : field === 'publishedTime' ? (row.publishedTime ?? '') : shownTime(row);
  rows.sort((a, b) => {
    if (!field && a.isTop !== b.isTop) return b.isTop - a.isTop;
    const left = value(a);
    const right = value(b);
    return (left < right ? -1 : left > right ? 1 : 0) * direction || (b.dynamicId - a.dynamicId) * direction;
  });
  return { rows, summary };
}

const WRITE_RULES = {
  dynamicId: { type: 'number', integer: true, min: 1, label: NEWS_LABEL.dynamicId },
  title: { type: 'string', minLength: 1, maxLength: LIMIT.newsTitleMax, label: NEWS_LABEL.title },
  content: { type: 'string', minLength: 1, maxLength: LIMIT.newsContentMax, label: NEWS_LABEL.content },
  status: { type: 'enum', values: DYNAMIC_STATUSES, label: NEWS_LABEL.status },
  isTop: { type: 'enum', values: [0, 1], label: NEWS_LABEL.isTop },
} as const;

/** 1-9 distinct addresses of the company's own jpg/png uploads (or none). */
function readImages(raw: unknown, companyId: number): string[] {
  if (!Array.isArray(raw) || raw.some((url) => typeof url !== 'string' || url === '')) throw invalid({ zh: '图片格式不正确', en: 'Images are not valid' });
  const urls = raw as string[];
  if (urls.length > LIMIT.newsImagesMax) throw invalid({ zh: `图片最多${LIMIT.newsImagesMax}张`, en: `At most ${LIMIT.newsImagesMax} images` });
  if (new Set(urls).size !== urls.length) throw invalid({ zh: '同一张图片不能重复添加', en: 'The same image is there twice' });
  return urls.map((url) => readImageUrl(url, companyId, NEWS_LABEL.images));
}

/** Creates or changes a post; every rule checked before the row is touched. */
export function saveNews(db: MockDb, user: UserRow, body: unknown, now: Date): AppDynamicRow {
  if (!isRecord(body)) throw invalid({ zh: '请求参数格式不正确', en: 'The request body is not valid' });
  const { images: rawImages, ...rest } = body;
  const input = readStrictChoices(rest, WRITE_RULES);
  const images = rawImages === undefined || rawImages === null ? undefined : readImages(rawImages, user.companyId);
  const time = now.toISOString();
  const existing =
    input.dynamicId === undefined ? undefined : db.appDynamics.find((row) => row.dynamicId === input.dynamicId && row.companyId === user.companyId);
  if (input.dynamicId !== undefined && !existing) throw notFound(NEWS_LABEL.post);
  if (!existing) {
    if (input.title === undefined) throw invalid({ zh: '请填写标题', en: 'Title is required' });
    if (input.content === undefined) throw invalid({ zh: '请填写正文', en: 'Text is required' });
    if (input.status === 2) throw invalid({ zh: '新动态只能保存为草稿或直接发布', en: 'A new post is saved as a draft or published' });
  } else if (Object.keys(rest).length === 1 && images === undefined) {
    throw invalid({ zh: '没有要修改的内容', en: 'Nothing to change' });
  }
  const from: DynamicStatus = existing?.status ?? 0;
  const status = (input.status ?? from) as DynamicStatus;
  if (existing && !dynamicStatusAllowed(from, status)) {
    throw conflict({
      zh: `该动态${STATUS_WORDS[from].zh}，不能改为${STATUS_WORDS[status].zh}`,
      en: `The post is ${STATUS_WORDS[from].en} and cannot become ${STATUS_WORDS[status].en}`,
    });
  }
  const isTop: 0 | 1 = status !== 1 ? 0 : ((input.isTop ?? existing?.isTop ?? 0) as 0 | 1);
  if (input.isTop === 1 && status !== 1) throw conflict({ zh: '只有已发布的动态可以置顶', en: 'Only a published post can be pinned' });
  if (isTop === 1 && existing?.isTop !== 1) {
    const pinned = db.appDynamics.filter((row) => row.companyId === user.companyId && row.isTop === 1 && row.status === 1 && row !== existing).length;
    if (pinned >= LIMIT.newsPinnedMax)
      throw conflict({
        zh: `最多置顶${LIMIT.newsPinnedMax}条动态，请先取消其他置顶`,
        en: `At most ${LIMIT.newsPinnedMax} posts can be pinned: unpin another first`,
      });
  }
  const publishedTime = status === 1 && from !== 1 ? time : (existing?.publishedTime ?? null);
  if (existing) {
    Object.assign(existing, {
      title: input.title ?? existing.title,
      content: input.content ?? existing.content,
      images: images ?? existing.images,
      status,
      isTop,
      publishedTime: status === 1 && from !== 1 ? time : existing.publishedTime,
      updatedTime: time,
    });
    return existing;
  }
  const row: AppDynamicRow = {
    dynamicId: allocateId(db, 'appDynamics'),
    companyId: user.companyId,
    title: input.title ?? '',
    content: input.content ?? '',
    images: images ?? [],
    status,
    isTop,
    viewCount: 0,
    authorId: user.userId,
    publishedTime,
    createdTime: time,
    updatedTime: time,
  };
  db.appDynamics.push(row);
  return row;
}
