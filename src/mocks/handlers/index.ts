import type { RequestHandler } from 'msw';
import { appHandlers } from './app';
import { auntHandlers } from './aunt';
import { companyHandlers } from './company';
import { employerHandlers } from './employer';
import { jobMsgHandlers } from './jobMsg';
import { orderHandlers } from './order';
import { recyclebinHandlers } from './recyclebin';
import { statisticsHandlers } from './statistics';
import { sysHandlers } from './sys';
import { unitedHandlers } from './united';
import { userHandlers } from './user';

/** Every msw handler of the mock backend, one module per endpoint family. */
export const handlers: RequestHandler[] = [
  ...userHandlers,
  ...companyHandlers,
  ...sysHandlers,
  ...appHandlers,
  ...statisticsHandlers,
  ...auntHandlers,
  ...employerHandlers,
  ...orderHandlers,
  ...recyclebinHandlers,
  ...unitedHandlers,
  ...jobMsgHandlers,
];
