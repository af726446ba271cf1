/**
 * Row types of the aunt message threads (/jobMsg/): one thread per (staff member, aunt), and its
 * messages. Part of the schema (schema.ts). The aunt's name and portrait and the staff member's
 * avatar are read from their records when a thread is answered (rules/jobMsgView.ts), never copied.
 */
import type { JobMsgSource, JobMsgType } from '@/api/jobMsg';
import type { Flag } from '@/api/shared';

/** A conversation between a staff member (`teacherId`, a userId) and an aunt of the same company. */
export interface JobMsgThreadRow {
  msgId: number;
  companyId: number;
  teacherId: number;
  auntId: number;
  /** The time of the thread's last message. */
  updatedTime: string;
}

export interface JobMsgRow {
  id: number;
  msgId: number;
  msgSource: JobMsgSource;
  msgType: JobMsgType;
  textDes: string;
  /** The file's address (/sys/file/<key>) for an image or voice message, '' for text. */
  filePath: string;
  /** 0 for text. */
  fileId: number;
  isRead: Flag;
  createdTime: string;
}

export interface JobMsgTables {
  jobMsgThreads: JobMsgThreadRow[];
  jobMsgs: JobMsgRow[];
}

export const JOB_MSG_TABLE_NAMES = ['jobMsgThreads', 'jobMsgs'] as const satisfies readonly (keyof JobMsgTables)[];

export function emptyJobMsgTables(): JobMsgTables {
  return { jobMsgThreads: [], jobMsgs: [] };
}
