/** /recyclebin/: aunts (recyclebinAunts.ts), employers (recyclebinEmployers.ts), orders (recyclebinOrders.ts) and the retention (recyclebinKeep.ts, ours). */
import type { HttpHandler } from 'msw';
import { recyclebinAuntHandlers } from './recyclebinAunts';
import { recyclebinEmployerHandlers } from './recyclebinEmployers';
import { recyclebinOrderHandlers } from './recyclebinOrders';
import { recyclebinKeepHandlers } from './recyclebinKeep';

export const recyclebinHandlers: HttpHandler[] = [
  ...recyclebinAuntHandlers,
  ...recyclebinEmployerHandlers,
  ...recyclebinOrderHandlers,
  ...recyclebinKeepHandlers,
];
