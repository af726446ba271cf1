/**
 * Every /employer/ call, with real behaviour over the employer, follow-up, transfer and job
 * tables; the rules live in ../rules/employer*.ts. Every call needs a session and acts inside
 * the session's company. The recycle bin's employer calls are in recyclebinEmployers.ts.
 */
import { employerFollowUpHandlers } from './employerFollowUps';
import { employerJobHandlers } from './employerJobs';
import { employerReadHandlers } from './employerRead';
import { employerWriteHandlers } from './employerWrite';

export const employerHandlers = [...employerReadHandlers, ...employerWriteHandlers, ...employerFollowUpHandlers, ...employerJobHandlers];
