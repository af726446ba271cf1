/**
 * Row types of the aunt message threads (/jobMsg/): one thread per (staff member, aunt), and its
 * messages. Part of the schema (schema.ts). The aunt's name and portrait and the staff member's
 * avatar are read from their records when a thread is answered (rules/jobMsgView.ts), never copied.
 */
import type { JobMsg } from '@/api/jobMsg';

/** A conversation between a staff member (`teacherId`, a userId) and an aunt of the same company. */
export interface JobMsgThreadRow {
  msgId: number;
  companyId: number;
  teacherId: number;
  auntId: number;
  /** The time of the thread's last message. */
  updatedTime: string;
}

/** A message as the client sees it (api/jobMsg), with its own id and its thread. */
export interface JobMsgRow extends JobMsg {
  id: number;
  msgId: number;
}

export interface JobMsgTables {
  jobMsgThreads: JobMsgThreadRow[];
  jobMsgs: JobMsgRow[];
}

export const JOB_MSG_TABLE_NAMES = ['jobMsgThreads', 'jobMsgs'] as const satisfies readonly (keyof JobMsgTables)[];

export function emptyJobMsgTables(): JobMsgTables {
  return { jobMsgThreads: [], jobMsgs: [] };
}
