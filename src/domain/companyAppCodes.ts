/**
 * Reference lists and limits of the company's mini-program records (docs/DECISIONS.md,
 * "Company app"), shared by the pages (labels, form limits) and the mock (validation, seed). Labels
 * are i18n keys under `companyApp.codes.*`.
 */
import type { DynamicStatus, MarryEducation, MarryMaritalStatus, MemberRank, MemberSource, MiniOrderStatus, SuggestCategory } from '@/api/companyApp.types';
import type { ColoredCode } from './employerCodes';

/** A code list as coloured tags (components/order CodeTag), labels under `companyApp.<group>.<value>`. */
const colored = <V extends number>(group: string, colors: Readonly<Record<V, string>>): ColoredCode<V>[] =>
  (Object.entries(colors) as [string, string][]).map(([value, color]) => ({ value: Number(value) as V, labelKey: `companyApp.${group}.${value}`, color }));

/** Field limits: the forms check them as typed, the mock refuses anything beyond (40001). */
export const COMPANY_APP_LIMITS = {
  requestRemarksMax: 500,
  closeRemarkMax: 200,
  newsTitleMax: 50,
  newsContentMax: 5000,
  newsImagesMax: 9,
  /** Published posts pinned at once (the mini-program's top slots). */
  newsPinnedMax: 3,
  groupNameMax: 20,
  groupsMax: 20,
  itemTitleMax: 40,
  itemDescriptionMax: 1000,
  itemsPerGroupMax: 50,
  /** Fen: ¥99,999.99. */
  itemPriceMaxFen: 9_999_999,
  sessionsMax: 200,
  capacityMax: 1000,
  replyMax: 500,
} as const;

/** How a member found the mini-program (i18n `companyApp.codes.memberSource.<n>`). */
export const MEMBER_SOURCES: readonly MemberSource[] = [1, 2, 3, 4, 5];

/** Member ranks by what they spent (paid purchases and trainings, fen): 1 ordinary, 2 silver from ¥500, 3 gold from ¥3,000. */
export const MEMBER_RANK_FROM_FEN: Readonly<Record<MemberRank, number>> = { 1: 0, 2: 50_000, 3: 300_000 };
export const MEMBER_RANKS: readonly MemberRank[] = [1, 2, 3];

export function memberRankOf(spendFen: number): MemberRank {
  return spendFen >= MEMBER_RANK_FROM_FEN[3] ? 3 : spendFen >= MEMBER_RANK_FROM_FEN[2] ? 2 : 1;
}

export const MEMBER_RANK_CODES = colored<MemberRank>('codes.rank', { 1: 'default', 2: 'geekblue', 3: 'gold' });

/** News posts: 0 draft, 1 published, 2 withdrawn (i18n `companyApp.news.status.<n>`). */
export const DYNAMIC_STATUSES: readonly DynamicStatus[] = [0, 1, 2];
export const DYNAMIC_STATUS_CODES = colored<DynamicStatus>('news.status', { 0: 'default', 1: 'green', 2: 'orange' });

/** The status changes a post allows: draft → published, published → withdrawn, withdrawn → published. */
export const DYNAMIC_STATUS_NEXT: Readonly<Record<DynamicStatus, readonly DynamicStatus[]>> = { 0: [1], 1: [2], 2: [1] };

export function dynamicStatusAllowed(from: DynamicStatus, to: DynamicStatus): boolean {
  return from === to || DYNAMIC_STATUS_NEXT[from].includes(to);
}

export const SUGGEST_CATEGORIES: readonly SuggestCategory[] = [1, 2, 3, 4];
/** A suggestion waiting for its reply (0) or answered (1). */
export const SUGGEST_STATUS_CODES = colored<0 | 1>('suggestions.status', { 0: 'orange', 1: 'green' });

/** Mini-program purchases: 0 unpaid, 1 paid, 2 completed, 3 refunded. Paid and completed count as spent. */
export const MINI_ORDER_STATUSES: readonly MiniOrderStatus[] = [0, 1, 2, 3];
export const MINI_ORDER_STATUS_CODES = colored<MiniOrderStatus>('codes.miniOrderStatus', { 0: 'orange', 1: 'blue', 2: 'green', 3: 'default' });
export const isSpentMiniOrder = (status: MiniOrderStatus): boolean => status === 1 || status === 2;

export const MARITAL_STATUSES: readonly MarryMaritalStatus[] = [1, 2, 3];
export const MARRY_EDUCATIONS: readonly MarryEducation[] = [1, 2, 3, 4, 5, 6];
