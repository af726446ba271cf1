/**
 * The Vue admin template the original back office is built on (vue-element-admin 4.4.0, its
 * production build beside the repository: ../shared/peers/vue-element-admin, see its README), as
 * the yardstick of the bench. Hash router, API mocked inside the page: a static server is all
 * it needs.
 *
 * "Ready", as for our pages: /#/login when its login form's submit button shows; /#/dashboard
 * when its stat panels show, its line chart (the first canvas, ECharts) is drawn and the header
 * holds the logged-in user (its avatar menu, after getInfo).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startStaticPreview, type StaticSite } from '../tooling/servers';
import type { LoadTarget } from './pageLoad';
import type { SessionCookie } from '../tooling/servers';

const root = path.resolve(import.meta.dirname, '..', '..');
/** Where the template's project lies (its build in dist/); BENCH_TEMPLATE_DIR overrides it. */
export const TEMPLATE_DIR = process.env.BENCH_TEMPLATE_DIR || path.resolve(root, '..', 'shared', 'peers', 'vue-element-admin');
export const TEMPLATE_DIST = path.join(TEMPLATE_DIR, 'dist');

const TOKEN_COOKIE = 'Admin-Token';

/**
 * Why TEMPLATE_DIR cannot be the yardstick (no build, or a build of something else), or null.
 * Checked before any server starts, so a wrong folder ends the bench at once with this message.
 */
export function templateProblem(dir = TEMPLATE_DIR): string | null {
  const index = path.join(dir, 'dist', 'index.html');
  if (!existsSync(index)) return `bench: no template build at ${index} (set BENCH_TEMPLATE_DIR to the vue-element-admin folder holding dist/)`;
  if (!readFileSync(index, 'utf8').includes('<title>Vue Element Admin</title>'))
    return `bench: ${index} is not the Vue Element Admin build (its title differs); set BENCH_TEMPLATE_DIR to the template's folder`;
  return null;
}

export function serveTemplate(): Promise<StaticSite> {
  return startStaticPreview(TEMPLATE_DIR);
}

export const templateLogin = (url: string): LoadTarget => ({
  url: `${url}/#/login`,
  ready: ['input[name="username"]', '.login-form button.el-button--primary'],
});

export const templateDashboard = (url: string, cookie: SessionCookie): LoadTarget => ({
  url: `${url}/#/dashboard`,
  ready: ['.panel-group .card-panel', '.dashboard-editor-container canvas', '.navbar .avatar-container'],
  cookie,
});

/** Logs in through the template's own form (any password of 6+ characters) and returns its token cookie. */
export async function templateSessionCookie(browser: Browser, url: string): Promise<SessionCookie> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/#/login`);
    await page.fill('input[name="username"]', 'admin');
    await page.fill('input[name="password"]', 'bench-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/#\/dashboard/);
    const token = (await context.cookies()).find((cookie) => cookie.name === TOKEN_COOKIE);
    if (!token) throw new Error(`bench: the template set no ${TOKEN_COOKIE} cookie on login`);
    return { name: token.name, value: token.value, url };
  } finally {
    await context.close();
  }
}
