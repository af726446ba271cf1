/** /recyclebin/: aunts (recyclebinAunts.ts), employers (recyclebinEmployers.ts) and orders (recyclebinOrders.ts). */
import type { HttpHandler } from 'msw';
import { recyclebinAuntHandlers } from './recyclebinAunts';
import { recyclebinEmployerHandlers } from './recyclebinEmployers';
import { recyclebinOrderHandlers } from './recyclebinOrders';

export const recyclebinHandlers: HttpHandler[] = [...recyclebinAuntHandlers, ...recyclebinEmployerHandlers, ...recyclebinOrderHandlers];
