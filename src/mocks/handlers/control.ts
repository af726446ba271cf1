/**
 * Control routes for the test harness only (not under the API base):
 * POST /__mock__/reset reseeds, POST /__mock__/expire-sessions expires every session,
 * GET /__mock__/health answers 200 once the server is up.
 */
import { http } from 'msw';
import { resetDb } from '../db';
import { expireAllSessions } from '../rules/session';
import { notifyWrite, successResponse } from './kit';

export const CONTROL_PATHS = {
  reset: '/__mock__/reset',
  expireSessions: '/__mock__/expire-sessions',
  health: '/__mock__/health',
} as const;

export const controlHandlers = [
  http.get(`*${CONTROL_PATHS.health}`, () => successResponse({ ok: true })),
  http.post(`*${CONTROL_PATHS.reset}`, () => {
    resetDb();
    notifyWrite();
    return successResponse({ reset: true });
  }),
  http.post(`*${CONTROL_PATHS.expireSessions}`, () => {
    const expired = expireAllSessions();
    notifyWrite();
    return successResponse({ expired });
  }),
];
