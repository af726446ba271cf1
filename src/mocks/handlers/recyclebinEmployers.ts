/** /recyclebin/getEmployers, restoreEmployer, delEmployer (filled in by the employer mock work). */
import type { HttpHandler } from 'msw';

export const recyclebinEmployerHandlers: HttpHandler[] = [];
