/** The company-app family (/companyApp/): the mini-program's requests, content and members (docs/API.md, "Company app"). */
import type { RequestHandler } from 'msw';
import { companyAppContentHandlers } from './companyAppContent';
import { companyAppMemberHandlers } from './companyAppMembers';
import { companyAppRequestHandlers } from './companyAppRequests';

export const companyAppHandlers: RequestHandler[] = [...companyAppRequestHandlers, ...companyAppContentHandlers, ...companyAppMemberHandlers];
