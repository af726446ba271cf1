/** /recyclebin/ aunts and orders (filled in by the order mock work); employers are in recyclebinEmployers.ts. */
import type { HttpHandler } from 'msw';
import { recyclebinEmployerHandlers } from './recyclebinEmployers';

export const recyclebinHandlers: HttpHandler[] = [...recyclebinEmployerHandlers];
