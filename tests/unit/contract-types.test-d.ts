/**
 * Type-level proof of the contract (src/api/contract.ts), checked by `npm run typecheck` (never
 * run by vitest): each `@ts-expect-error` line must fail the type check, or the check itself fails
 * ("unused @ts-expect-error"). The lines beside them show the same calls typed right.
 */
import { auntPaths, type AuntIdRequest, type AuntMobile, type GetAuntRequest } from '@/api/aunt';
import type { Order } from '@/api/order';
import { userPaths } from '@/api/user';
import { post, postList } from '@/api/http';
import type { Contract, ContractPath } from '@/api/contract';
import type * as api from '@/api';
import { apiPost, apiWrite, listResult } from '@/mocks/handlers/kit';
import type { Aunt, AuntLog } from '@/api/aunt';

declare const aunt: Aunt;
declare const logs: AuntLog[];

// The mock: a handler answers the contract's shape for its path.
export const handlers = [
  apiPost(auntPaths.getAuntMobile, (): AuntMobile => ({ auntId: 1, mobile: '13800000000' })),
  // @ts-expect-error another shape: getAuntMobile answers AuntMobile {auntId, mobile}
  apiPost(auntPaths.getAuntMobile, () => ({ auntId: 1, phone: '13800000000' })),
  // @ts-expect-error null where the contract names the record (setTheme answers SysTheme)
  apiWrite(userPaths.setTheme, () => null),
  apiPost(auntPaths.getAuntLog, () => listResult(logs, 7)),
  // @ts-expect-error a list call answers MockList<Row> (rows and total), not a bare array
  apiPost(auntPaths.getAuntLog, () => logs),
  // @ts-expect-error rows of another type (getAuntLog's rows are AuntLog)
  apiPost(auntPaths.getAuntLog, () => listResult([aunt])),
  // @ts-expect-error an async handler is checked the same way
  apiPost(auntPaths.getAunt, async () => ({ auntId: 1 })),
  // @ts-expect-error a path that is not in the contract
  apiPost('/aunt/notAPath', () => null),
];

// The client: a family function's body and answer come from the path.
export const typedRight = (body: GetAuntRequest) => post(auntPaths.getAunt, body);
// @ts-expect-error a body of another shape than the contract's request
export const wrongBody = (body: { id: number }) => post(auntPaths.getAunt, body);
// @ts-expect-error an answer declared other than the contract's (getAuntMobile answers AuntMobile)
export const wrongAnswer = (body: AuntIdRequest): Promise<Order> => post(auntPaths.getAuntMobile, body);
// @ts-expect-error a list path through post (postList reads rows and total)
export const listThroughPost = (body: AuntIdRequest) => post(auntPaths.getAuntLog, body);
// @ts-expect-error a plain call through postList
export const callThroughPostList = (body: AuntIdRequest) => postList(auntPaths.getAuntMobile, body);

// Every `<family>Paths` value is a contract path, and every contract path is some family's.
type FamilyPaths = { [K in keyof typeof api]: K extends `${string}Paths` ? (typeof api)[K] : never }[keyof typeof api];
type AllFamilyPaths = FamilyPaths extends infer F ? (F extends Record<string, infer V> ? V : never) : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const everyPathInContract: Same<AllFamilyPaths, ContractPath> = true;
export const contractKeys: Same<keyof Contract, AllFamilyPaths> = true;
