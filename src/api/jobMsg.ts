/** Aunt thread chat family (/jobMsg/): staff talk with aunts in threads. Images go through sys.uploadFile. */
import { post, type RequestOptions } from './http';
import type { Flag } from './shared';

export const jobMsgPaths = {
  getJobMsg: '/jobMsg/getJobMsg',
  msgRead: '/jobMsg/msgRead',
  addJobMsg: '/jobMsg/addJobMsg',
} as const;

/** 0 from the aunt, 1 from staff. */
export type JobMsgSource = 0 | 1;
/** 0 text, 1 image, 2 voice. */
export type JobMsgType = 0 | 1 | 2;

export interface JobMsg {
  /** @spec */
  msgSource: JobMsgSource;
  /** @spec */
  msgType: JobMsgType;
  /**
   * The text of a text message.
   * @spec
   */
  textDes: string;
  /**
   * The file of an image or voice message ('' for text).
   * @spec
   */
  filePath: string;
  /** @spec */
  fileId: number;
  /** @spec */
  isRead: Flag;
  /** @spec */
  createdTime: string;
}

export interface JobMsgThread {
  /** @spec */
  msgId: number;
  /** @spec */
  auntId: number;
  /** @spec */
  auntInfo: { auntName: string; auntHeadUrl: string };
  /** @spec */
  teacherInfo: { avatarUrl: string };
  /** @spec */
  updatedTime: string;
  /** @spec */
  msgList: JobMsg[];
}

export interface GetJobMsgRequest {
  /** 1-based page number; the thread list loads page 1. */
  page: number;
  /** Thread filter; the thread list loads filter 1 (1 = all threads of the staff member). */
  filter: number;
  /** The staff member (userId). */
  teacherId: number;
  tchCompanyId: number;
}

/** getJobMsg's data: the number of threads and this page's threads. */
export interface JobMsgPage {
  count: number;
  rows: JobMsgThread[];
}

export interface MsgReadRequest {
  teacherId: number;
  /** true marks messages read; false only counts the unread. */
  read: boolean;
  /** One thread; every thread of the staff member when absent. */
  msgId?: number;
}

/** msgRead's data: the unread messages left. */
export interface MsgReadResult {
  count: number;
}

/** A new message; the server stamps isRead and createdTime. */
export type NewJobMsg = Pick<JobMsg, 'msgSource' | 'msgType' | 'textDes' | 'filePath' | 'fileId'>;

export interface AddJobMsgRequest {
  msgId: number;
  msgList: NewJobMsg[];
}

/** Threads of a staff member ({page, filter, teacherId, tchCompanyId}); answers {count, rows}. */
export const getJobMsg = (body: GetJobMsgRequest, options?: RequestOptions) => post(jobMsgPaths.getJobMsg, body, options);

/** Marks messages read ({teacherId, read, msgId?}); answers {count}. */
export const msgRead = (body: MsgReadRequest, options?: RequestOptions) => post(jobMsgPaths.msgRead, body, options);

/** Adds messages to a thread ({msgId, msgList}); answers the updated thread. */
export const addJobMsg = (body: AddJobMsgRequest, options?: RequestOptions) => post(jobMsgPaths.addJobMsg, body, options);
