/**
 * The contract's entries for `noticePaths` (notice.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type { EmptyBody } from './contract';
import type { Notice, NoticePrefs, NoticeQuery, NoticeReadAnswer, NoticeReadRequest, NoticeSummary } from './notice';

export interface NoticeContract {
  /**
   * The signed-in user's notices, newest first (list); date reminders are raised as the list is read
   * (more than 3 of one kind on one day: one digest with `count` and `sample`).
   * Request: `NoticeQuery` {page?, pageSize? (≤ 50), unreadOnly?} Answer: list of `Notice` (+ `summary`: `NoticeSummary` {unread})
   */
  '/notice/list': { req: NoticeQuery; list: Notice; summary: NoticeSummary };
  /** Marks some of the user's notices read. Request: `NoticeReadRequest` {noticeIds (1–100)} Answer: `NoticeReadAnswer` {unread} */
  '/notice/read': { req: NoticeReadRequest; res: NoticeReadAnswer };
  /** Marks every notice of the user read. Answer: `NoticeReadAnswer` {unread: 0} */
  '/notice/readAll': { req: EmptyBody; res: NoticeReadAnswer };
  /** The kinds the user gets. Answer: `NoticePrefs` {kinds} */
  '/notice/prefs/get': { req: EmptyBody; res: NoticePrefs };
  /** Sets the kinds the user gets (each of NOTICE_KINDS at most once). Request and answer: `NoticePrefs` */
  '/notice/prefs/set': { req: NoticePrefs; res: NoticePrefs };
}
