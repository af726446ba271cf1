/** Every /order/ call (filled in by the order mock work). */
import type { HttpHandler } from 'msw';

export const orderHandlers: HttpHandler[] = [];
