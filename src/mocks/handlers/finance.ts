/** The finance family's handlers (to be written: see issue 14's brief). */
import type { RequestHandler } from 'msw';

export const financeHandlers: RequestHandler[] = [];
