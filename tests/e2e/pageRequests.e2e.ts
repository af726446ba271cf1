/**
 * Opening list pages from the menu, in Chromium against the build: each page's list request is
 * answered (none sent and then cancelled), the page sets no state from a request it sent while
 * rendering (React's "state update on a component that hasn't mounted yet"), and the console
 * stays free of errors. The dev server's StrictMode case (mount, unmount, mount) is covered in
 * tests/unit/early-request.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { chromiumForFile, loggedIn, viaSidebar } from './support';

const browser = chromiumForFile();

/** Menu section, entry, and the list call the page answers with. */
const PAGES = [
  ['保险管理', '保险订单', '/insurance/order/list'],
  ['财务管理', '收支记录', '/finance/getFeeIOData'],
  ['阿姨管理', '我的阿姨', '/aunt/getAunts'],
  ['联盟大厅', '阿姨大厅', '/united/getAunts'],
  ['联盟大厅', '需求大厅', '/united/getJobs'],
] as const;

describe('list pages opened from the menu', () => {
  it('answer their list request once opened, cancel none, and log no error', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('requestfailed', (request) => problems.push(`failed: ${new URL(request.url()).pathname} ${request.failure()?.errorText ?? ''}`));
    for (const [section, entry, call] of PAGES) {
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(call) && response.status() === 200);
      await viaSidebar(page, section, entry);
      await answered;
      await expect.poll(() => page.getByRole('menuitem', { name: entry, exact: true }).getAttribute('class')).toContain('selected');
    }
    // A request sent by a render and cancelled by its effect would be failed by now: each page's answer came after it.
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
