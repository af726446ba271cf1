/**
 * Our build as the bench sees it: built into dist/ (and checked to hold no mock code), the pages
 * it loads, and the session cookie of the admin demo account.
 *
 * "Ready", the same kind of content as the template's (template.ts): /login when its login form's
 * submit button shows; /dashboard when its four stat cards show their figures, the trend chart is
 * drawn and the header holds the logged-in user.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChunkSize } from './bundle';
import type { LoadTarget } from './pageLoad';
import { loginCookie, type SessionCookie } from '../tooling/servers';
import { ADMIN_ACCOUNT, type DemoAccount } from '@/mocks/db/demoAccounts';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const DIST = path.join(root, 'dist');
const MOCK_MARKER = 'mock-backend-7f3a';

export function build(): void {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'vite'), ['build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build failed');
}

/** For `--built`: dist/ holds a build (its index.html and scripts). */
export function assertBuilt(): void {
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error(`no build in ${DIST}: run npm run build first, or the bench without --built`);
}

export function assertNoMockCode(chunks: ChunkSize[]): void {
  for (const { file } of chunks) {
    const text = readFileSync(path.join(DIST, file), 'utf8');
    if (text.includes(MOCK_MARKER)) throw new Error(`the production build contains mock code (${file})`);
    if (text.includes(ADMIN_ACCOUNT.password)) throw new Error(`the production build contains the demo accounts (${file})`);
  }
}

/** Logs a demo account (the admin unless told) in against the mock and returns its token cookie. */
export const sessionCookie = (mockUrl: string, appUrl: string, account: DemoAccount = ADMIN_ACCOUNT): Promise<SessionCookie> =>
  loginCookie(mockUrl, appUrl, account);

export const ourLogin = (appUrl: string): LoadTarget => ({ url: `${appUrl}/login`, ready: ['input[autocomplete="username"]', 'form button[type="submit"]'] });

export const ourDashboard = (appUrl: string, cookie: SessionCookie): LoadTarget => ({
  url: `${appUrl}/dashboard`,
  ready: ['.ant-card[role="group"][aria-busy="false"]', '[data-testid="trend-chart"] svg', '[data-testid="current-user"]'],
  cookie,
});
