/**
 * The contract's entries for `jobMsgPaths` (jobMsg.ts): what each call sends and answers. The
 * forms an entry takes, and the one `Contract` that joins the families: contract.ts.
 */
import type { AddJobMsgRequest, GetJobMsgRequest, JobMsgPage, JobMsgThread, MsgReadRequest, MsgReadResult } from './jobMsg';

export interface JobMsgContract {
  /** Threads of a staff member ({page, filter, teacherId, tchCompanyId}); answers {count, rows}. */
  '/jobMsg/getJobMsg': { req: GetJobMsgRequest; res: JobMsgPage };
  /** Marks messages read ({teacherId, read, msgId?}); answers {count}. */
  '/jobMsg/msgRead': { req: MsgReadRequest; res: MsgReadResult };
  /** Adds messages to a thread ({msgId, msgList}); answers the updated thread. */
  '/jobMsg/addJobMsg': { req: AddJobMsgRequest; res: JobMsgThread };
}
