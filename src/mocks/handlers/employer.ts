/** Every /employer/ call (filled in by the employer mock work). */
import type { HttpHandler } from 'msw';

export const employerHandlers: HttpHandler[] = [];
