import type { RequestHandler } from 'msw';
import { appHandlers } from './app';
import { auntHandlers } from './aunt';
import { chatHandlers } from './chat';
import { companyHandlers } from './company';
import { customCatalogueHandlers } from './customCatalogues';
import { companyAppHandlers } from './companyApp';
import { employerHandlers } from './employer';
import { financeHandlers } from './finance';
import { insuranceHandlers } from './insurance';
import { jobMsgHandlers } from './jobMsg';
import { officeHandlers } from './office';
import { orderHandlers } from './order';
import { pageManageHandlers } from './pageManage';
import { recyclebinHandlers } from './recyclebin';
import { roleHandlers } from './roles';
import { statisticsHandlers } from './statistics';
import { sysHandlers } from './sys';
import { unitedHandlers } from './united';
import { userHandlers } from './user';

/** The back-office API's msw handlers (under config.apiBase), one module per endpoint family: what server.ts serves. */
export const apiHandlers: RequestHandler[] = [
  ...userHandlers,
  ...companyHandlers,
  ...roleHandlers,
  ...sysHandlers,
  ...appHandlers,
  ...statisticsHandlers,
  ...auntHandlers,
  ...employerHandlers,
  ...orderHandlers,
  ...recyclebinHandlers,
  ...unitedHandlers,
  ...jobMsgHandlers,
  ...financeHandlers,
  ...insuranceHandlers,
  ...officeHandlers,
  ...pageManageHandlers,
  ...customCatalogueHandlers,
  ...companyAppHandlers,
];

export { chatHandlers };

/** Every msw handler of the mock backend: the API's and the chat service's (msw/node in the tests). */
export const handlers: RequestHandler[] = [...apiHandlers, ...chatHandlers];
