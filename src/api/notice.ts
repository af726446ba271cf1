/**
 * Notification family (/notice/, ours: docs/API.md): what needs the signed-in user. The server raises
 * a notice from real events (a new aunt chat message, a joint-order application and its answer, a
 * mini-program service request, a task given) and reminders from the dates in its data (a health
 * certificate, an insurance policy or a contract ending within 30 days, a follow-up due), keeps them
 * per user, and pushes a new one over the chat socket (`notice`). Each user chooses the kinds they get.
 * More than 3 reminders of one kind due for a user on one day come as one digest (`count`, `sample`).
 */
import { post, postList, type RequestOptions } from './http';
import { optionalPath } from './optional';
import type { Flag, ListQuery } from './shared';

export const noticePaths = {
  list: optionalPath('/notice/list'),
  read: optionalPath('/notice/read'),
  readAll: optionalPath('/notice/readAll'),
  prefsGet: optionalPath('/notice/prefs/get'),
  prefsSet: optionalPath('/notice/prefs/set'),
} as const;

/** What a notice is about (events, then date reminders). */
export const NOTICE_KINDS = [
  'chatMessage',
  'jointApply',
  'jointAnswer',
  'appRequest',
  'taskAssigned',
  'taskDue',
  'healthExpiring',
  'insuranceEnding',
  'contractEnding',
  'followUpDue',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** The record a notice leads to. */
export type NoticeSubject = 'aunt' | 'employer' | 'order' | 'insurance' | 'task' | 'united' | 'appRequest';

export interface Notice {
  noticeId: number;
  kind: NoticeKind;
  subjectType: NoticeSubject;
  subjectId: number;
  /** The record's name as raised (an aunt's or employer's name, an order number, a task title). */
  about: string;
  /** yyyy-MM-dd the reminder is about (an expiry, an end, a due day); '' for events. */
  date: string;
  /** ISO time it was raised. */
  createdTime: string;
  isRead: Flag;
  /** A digest only (more than 3 reminders of its kind due for the user on `date`, as one notice; `subjectId` 0, `about` ''): how many. */
  count?: number;
  /** A digest only: the first few records' names. */
  sample?: string[];
}

export interface NoticeQuery extends ListQuery {
  /** 1: unread only. */
  unreadOnly?: Flag;
}

/** The list's envelope summary: the user's unread count (over every notice, not the page). */
export interface NoticeSummary {
  unread: number;
}

export interface NoticeReadRequest {
  /** 1–100 of the user's notices. */
  noticeIds: number[];
}

export interface NoticeReadAnswer {
  /** The user's unread count after the change. */
  unread: number;
}

export interface NoticePrefs {
  /** The kinds the user gets (the others are not raised for them). */
  kinds: NoticeKind[];
}

export const getNotices = (body: NoticeQuery, options?: RequestOptions) => postList(noticePaths.list, body, options);
export const readNotices = (body: NoticeReadRequest, options?: RequestOptions) => post(noticePaths.read, body, options);
export const readAllNotices = (options?: RequestOptions) => post(noticePaths.readAll, {}, options);
export const getNoticePrefs = (options?: RequestOptions) => post(noticePaths.prefsGet, {}, options);
export const setNoticePrefs = (body: NoticePrefs, options?: RequestOptions) => post(noticePaths.prefsSet, body, options);
