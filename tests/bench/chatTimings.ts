/**
 * The joint-hall chat's figures (issue 13): how long a message sent in one browser context takes
 * to be painted in the other (median of CHAT_RUNS, from the sender's Enter to the receiver's next
 * frame after the bubble appeared, both read on this machine's clock), and how long both sockets
 * take to come back after the chat service restarts (from the moment it listens again until each
 * page shows itself connected and the other side online again).
 */
import type { Browser, Page } from 'playwright-core';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT } from '@/mocks/db/demoAccounts';
import type { Aunt } from '@/api/aunt.types';
import { bubbles, chatWindow, conversation, openConversation, pageApi, sendText, userIdOf } from '../tooling/chatPages';
import { chatRestart } from '../tooling/servers';
import { sessionCookie } from './ours';
import { median } from './pageLoad';

export const CHAT_RUNS = 5;
/** The bound: both sockets back within 7.5 s of the server's return. */
export const RECONNECT_AIM_MS = 7500;

export interface ChatFigures {
  sendToPaintMs: number[];
  sendToPaintMedianMs: number;
  reconnectMs: number;
}

async function dashboardAs(browser: Browser, appUrl: string, mockUrl: string, account = ADMIN_ACCOUNT): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([await sessionCookie(mockUrl, appUrl, account)]);
  const page = await context.newPage();
  await page.goto(`${appUrl}/dashboard`);
  await page.locator('[data-testid="chat-bell"][data-connection="connected"]').waitFor();
  return page;
}

/*
 * The functions below run in the page: no named inner functions (tsx would wrap them in a helper
 * the page does not have), and functions rather than strings (the page's CSP forbids eval).
 */

/**
 * Starts watching, in the page, for a bubble holding `text`; the answer resolves with Date.now()
 * at the first frame after it shows. The watch is in place when the returned promise is.
 */
async function watchPaint(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    (window as unknown as { benchPainted: Promise<number> }).benchPainted = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (![...document.querySelectorAll('[data-testid="chat-message"]')].some((node) => node.textContent?.includes(wanted))) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(Date.now()));
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, text);
  return () => page.evaluate(() => (window as unknown as { benchPainted: Promise<number> }).benchPainted);
}

/**
 * Date.now() in the page when, after having shown the connection down, it shows itself connected
 * again with `otherId` online (checked every 10 ms). Call before the restart.
 */
function backAt(page: Page, otherId: number): Promise<number> {
  return page.evaluate(
    (other) =>
      new Promise<number>((resolve) => {
        let wentDown = false;
        const timer = setInterval(() => {
          const connected = document.querySelector('[data-testid="chat-connection"]')?.getAttribute('data-state') === 'connected';
          const online = document.querySelector(`[data-testid="chat-conversation"][data-user-id="${other}"] [data-testid="chat-online"]`);
          wentDown ||= !connected;
          if (!wentDown || !connected || !online) return;
          clearInterval(timer);
          resolve(Date.now());
        }, 10);
      }),
    otherId,
  );
}

export async function chatFigures(browser: Browser, appUrl: string, mockUrl: string, mockSecret: string): Promise<ChatFigures> {
  const [main, partner] = await Promise.all([dashboardAs(browser, appUrl, mockUrl), dashboardAs(browser, appUrl, mockUrl, PARTNER_ACCOUNT)]);
  try {
    const [mainId, partnerId] = await Promise.all([userIdOf(main, appUrl), userIdOf(partner, appUrl)]);
    // A chat started from one of agency 2's aunts in the hall, then opened on both sides.
    const aunts = await pageApi<Aunt[]>(partner, appUrl, '/aunt/getAunts', { scope: 'all', workStatus: [1], page: 1, pageSize: 50 });
    const aunt = aunts.find((row) => row.isShared === 0);
    if (!aunt) throw new Error('bench: agency 2 has no aunt to share');
    await pageApi(partner, appUrl, '/united/addAunt', { auntId: aunt.auntId });
    await main.goto(`${appUrl}/united/aunt-detail?auntId=${aunt.auntId}`);
    await main.getByTestId('start-chat').first().click();
    await sendText(main, 'bench: hello');
    await openConversation(partner, mainId);
    await bubbles(partner, 'bench: hello').waitFor();
    await conversation(main, partnerId).getByTestId('chat-online').waitFor();

    const sendToPaintMs: number[] = [];
    for (let run = 0; run < CHAT_RUNS; run += 1) {
      const text = `bench message ${run}`;
      const painted = await watchPaint(partner, text);
      await chatWindow(main).getByTestId('chat-input').fill(text);
      const sentAt = Date.now();
      await chatWindow(main).getByTestId('chat-input').press('Enter');
      sendToPaintMs.push((await painted()) - sentAt);
    }

    const mainBack = backAt(main, partnerId);
    const partnerBack = backAt(partner, mainId);
    const { upAt } = await chatRestart(mockUrl, mockSecret, 1000);
    const reconnectMs = Math.max(await mainBack, await partnerBack) - upAt;
    return { sendToPaintMs, sendToPaintMedianMs: median(sendToPaintMs), reconnectMs };
  } finally {
    await Promise.all([main.context().close(), partner.context().close()]);
  }
}
