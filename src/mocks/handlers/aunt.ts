/**
 * Every /aunt/ call (and /user/getAuntLog), with real behaviour over the aunt table; the
 * rules live in ../rules/aunt*.ts. Every call needs a session and acts inside the session's
 * company, except the public résumé by token (resumeLinks.ts).
 */
import { auntActionHandlers } from './auntActions';
import { auntEditFieldHandlers } from './auntEditField';
import { auntFilterHandlers } from './auntFilters';
import { auntReadHandlers } from './auntRead';
import { auntWriteHandlers } from './auntWrite';
import { resumeLinkHandlers } from './resumeLinks';

export const auntHandlers = [
  ...auntReadHandlers,
  ...auntFilterHandlers,
  ...auntWriteHandlers,
  ...auntEditFieldHandlers,
  ...auntActionHandlers,
  ...resumeLinkHandlers,
];
