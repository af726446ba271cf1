/**
 * Types of the company-app family (companyApp.ts): what the company's mini-program brings to the
 * back office. The spec names the calls only; every shape here is our choice (docs/API.md,
 * "Company app"). Amounts are yuan on the wire (integer fen in the mock and in arithmetic).
 *
 * The shapes live by family, as the mock's handlers do (companyAppRequests, -Content, -Members):
 * service requests in companyApp.requests.types.ts, news and trainings in
 * companyApp.content.types.ts, members, suggestions, purchases and marriage applications in
 * companyApp.members.types.ts. All are re-exported here, the module importers use.
 */
export type * from './companyApp.requests.types';
export type * from './companyApp.content.types';
export type * from './companyApp.members.types';
