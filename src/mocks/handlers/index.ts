import type { RequestHandler } from 'msw';
import { routed } from './kit';
// The database seeds itself with what src/mocks/seed makes (loading it hands the store its maker).
import '../seed';
import { appHandlers } from './app';
import { auntHandlers } from './aunt';
import { auntConsentHandlers } from './auntConsent';
import { chatHandlers as chatCalls } from './chat';
import { companyHandlers } from './company';
import { customCatalogueHandlers } from './customCatalogues';
import { companyAppHandlers } from './companyApp';
import { employerHandlers } from './employer';
import { financeHandlers } from './finance';
import { insuranceHandlers } from './insurance';
import { jobMsgHandlers } from './jobMsg';
import { officeHandlers } from './office';
import { privacyHandlers } from './privacy';
import { importHandlers } from './imports';
import { noticeHandlers } from './notices';
import { searchHandlers } from './search';
import { orderHandlers } from './order';
import { pageManageHandlers } from './pageManage';
import { recyclebinHandlers } from './recyclebin';
import { roleHandlers } from './roles';
import { statisticsHandlers } from './statistics';
import { sysHandlers } from './sys';
import { unitedHandlers } from './united';
import { userHandlers } from './user';

/** The back-office API's calls (under config.apiBase), one module per endpoint family. */
const apiCalls: RequestHandler[] = [
  ...userHandlers,
  ...companyHandlers,
  ...roleHandlers,
  ...sysHandlers,
  ...appHandlers,
  ...statisticsHandlers,
  ...auntHandlers,
  ...auntConsentHandlers,
  ...employerHandlers,
  ...orderHandlers,
  ...recyclebinHandlers,
  ...unitedHandlers,
  ...jobMsgHandlers,
  ...financeHandlers,
  ...insuranceHandlers,
  ...officeHandlers,
  ...privacyHandlers,
  ...importHandlers,
  ...noticeHandlers,
  ...searchHandlers,
  ...pageManageHandlers,
  ...customCatalogueHandlers,
  ...companyAppHandlers,
];

/** The API's msw handlers (kit.ts routed: one table of paths): what server.ts serves. */
export const apiHandlers: RequestHandler[] = routed(apiCalls);

/** The chat service's REST calls (under config.chatBase). */
export const chatHandlers: RequestHandler[] = routed(chatCalls);

/** Every msw handler of the mock backend: the API's and the chat service's (msw/node in the tests). */
export const handlers: RequestHandler[] = routed([...apiCalls, ...chatCalls]);
