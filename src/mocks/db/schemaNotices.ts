/**
 * Row types of the notification centre (issue 39): each user's notices, raised from writes and
 * from the dates in the data (rules/notices.ts), and the kinds each user gets. Part of the schema (schema.ts).
 */
import type { NoticeKind, NoticeSubject } from '@/api/notice';

export interface NoticeRow {
  noticeId: number;
  companyId: number;
  /** Whose notice it is. */
  userId: number;
  kind: NoticeKind;
  subjectType: NoticeSubject;
  subjectId: number;
  about: string;
  /** yyyy-MM-dd of a reminder; '' for an event. */
  date: string;
  /** What makes it once: a reminder's `kind:record:date`; '' for an event (each is new). */
  key: string;
  createdTime: string;
  isRead: 0 | 1;
  /** A digest (`digest:kind:day` key): how many reminders it stands for, the first few records' names, and the reminder keys it covers (never raised again one by one). */
  count?: number;
  sample?: string[];
  covers?: string[];
}

/** The kinds a user turned off (absent row = every kind). */
export interface NoticePrefRow {
  userId: number;
  off: NoticeKind[];
}

export interface NoticeTables {
  notices: NoticeRow[];
  noticePrefs: NoticePrefRow[];
}

export const NOTICE_TABLE_NAMES = ['notices', 'noticePrefs'] as const satisfies readonly (keyof NoticeTables)[];

export function emptyNoticeTables(): NoticeTables {
  return { notices: [], noticePrefs: [] };
}
