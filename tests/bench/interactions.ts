/**
 * The answer to a click or a key at 4× slower CPU (issue 40, item 3): for each common interaction,
 * event to next paint as the browser's Event Timing API reports it (the longest entry of the
 * interaction's `interactionId`: input delay, handlers and the rendering up to the next paint, as
 * INP counts it), median of INTERACTION_RUNS, printed with its 200 ms budget. Beside it, the time
 * from the event to the answer shown (the drawer, the page, the window: it may wait for a chunk or
 * the network), for context.
 *
 * Each interaction gets a fresh logged-in context at full speed up to its starting point; only the
 * interactions themselves run at 4× (CDP Emulation.setCPUThrottlingRate). Real input (Playwright's
 * clicks and keys), so the events are trusted and carry an interactionId. An interaction answered
 * within 16 ms leaves no entry (the API's lowest threshold) and counts as 16.
 */
import type { Browser, Page } from 'playwright-core';
import { CPU_SLOWDOWN } from './slowCpu';
import { median, trackRequests } from './pageLoad';
import type { SessionCookie } from '../tooling/servers';

export const INTERACTION_RUNS = 5;
export const INTERACTION_BUDGET_MS = 200;
/** Event Timing reports nothing shorter than this. */
const MIN_REPORTED_MS = 16;

/** Installed before any script of the page: every event entry that belongs to an interaction. */
const EVENT_OBSERVER = `(() => {
  const events = (window.__benchEvents = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) events.push([entry.interactionId, entry.startTime, entry.duration]);
  }).observe({ type: 'event', durationThreshold: ${MIN_REPORTED_MS}, buffered: true });
})();`;

/** For waitForFunction (a function: the page's CSP forbids eval): performance.now() once `selector` shows. */
const shownAt = (selector: string) => !!document.querySelector(selector)?.checkVisibility() && performance.now();

/** One interaction: where it starts, what the person does, what answers it, and how to undo it for the next run. */
export interface Interaction {
  name: string;
  path: string;
  /** Waited for at full speed before the runs. */
  start: string;
  act(page: Page, run: number): Promise<void>;
  /** CSS selector of the answer (visible once it is there). */
  answer(run: number): string;
  reset(page: Page): Promise<void>;
}

const ROW = '.ant-table-tbody tr.ant-table-row';
const LANGUAGES = ['English', '中文'];

export const INTERACTIONS: Interaction[] = [
  {
    name: 'open-aunt-detail',
    path: '/aunt/all',
    start: ROW,
    act: (page) => page.locator(`${ROW} a[href*="aunt/detail"]`).first().click(),
    answer: () => '[data-testid="aunt-facts"]',
    reset: async (page) => {
      await page.goBack();
      await page.locator(ROW).first().waitFor();
    },
  },
  {
    name: 'type-aunt-search',
    path: '/aunt/all',
    start: ROW,
    // The keyword grows by one digit per run. The answer is the character painted (the paint
    // figure itself); the rows, still shown, only mark the page alive, so "answer shown" is ~0.
    act: (page, run) =>
      page
        .getByLabel('关键词')
        .or(page.getByRole('searchbox', { name: '关键词' }))
        .first()
        .press(String((run * 7) % 10)),
    answer: () => ROW,
    reset: async () => {},
  },
  {
    name: 'switch-status-tab',
    path: '/aunt/all',
    start: ROW,
    act: (page, run) =>
      page
        .getByRole('tab', { name: run % 2 === 0 ? '面试' : '全部' })
        .first()
        .click(),
    answer: (run) => `.ant-tabs-tab:${run % 2 === 0 ? 'not(:first-child)' : 'first-child'} [role="tab"][aria-selected="true"]`,
    reset: async () => {},
  },
  {
    name: 'open-add-employer',
    path: '/employer/list',
    start: ROW,
    act: (page) => page.getByRole('button', { name: /新增客户/ }).click(),
    answer: () => '.ant-drawer-open .ant-form',
    reset: async (page) => {
      await page.locator('.ant-drawer-open .ant-drawer-close').click();
      await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });
    },
  },
  {
    name: 'open-chat-window',
    path: '/dashboard',
    start: '[data-testid="chat-bell"]',
    act: (page) => page.getByTestId('chat-bell').click(),
    answer: () => '[data-testid="chat-window"]',
    reset: async (page) => {
      await page.keyboard.press('Escape');
      await page.getByTestId('chat-window').waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'switch-language',
    path: '/dashboard',
    start: '[data-testid="current-user"]',
    act: (page, run) =>
      page
        .getByRole('group', { name: 'Language / 语言' })
        .getByRole('button', { name: LANGUAGES[run % 2] })
        .click(),
    answer: (run) => `html[lang^="${run % 2 === 0 ? 'en' : 'zh'}"]`,
    reset: async () => {},
  },
];

export interface InteractionRun {
  /** Event to next paint (the interaction's longest event entry). */
  paintMs: number;
  /** Event to the answer shown. */
  answerMs: number;
}

export interface InteractionFigures {
  name: string;
  runs: InteractionRun[];
  paintMs: number;
  answerMs: number;
}

async function measureOnce(page: Page, interaction: Interaction, run: number): Promise<InteractionRun> {
  const before = await page.evaluate<number>('performance.now()');
  await interaction.act(page, run);
  const answeredAt = Number(await (await page.waitForFunction(shownAt, interaction.answer(run), { polling: 'raf' })).jsonValue());
  // The entries arrive after the paint they end with: wait two frames and a task for them.
  const entries = await page.evaluate<[number, number, number][]>(
    `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() =>
      resolve(window.__benchEvents.filter((entry) => entry[1] >= ${before})), 0))))`,
  );
  const eventAt = entries.length ? Math.min(...entries.map((entry) => entry[1])) : before;
  const paintMs = entries.length ? Math.max(...entries.map((entry) => entry[2])) : MIN_REPORTED_MS;
  return { paintMs, answerMs: Math.max(0, answeredAt - eventAt) };
}

export async function interactionFigures(browser: Browser, appUrl: string, cookie: SessionCookie, runs = INTERACTION_RUNS): Promise<InteractionFigures[]> {
  const figures: InteractionFigures[] = [];
  for (const interaction of INTERACTIONS) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    try {
      await context.addCookies([cookie]);
      await context.addInitScript(EVENT_OBSERVER);
      const page = await context.newPage();
      const network = trackRequests(page);
      await page.goto(`${appUrl}${interaction.path}`, { waitUntil: 'load' });
      await page.locator(interaction.start).first().waitFor();
      await network.quiet(interaction.path);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const list: InteractionRun[] = [];
      for (let run = 0; run < runs; run += 1) {
        list.push(await measureOnce(page, interaction, run));
        await interaction.reset(page);
        await network.quiet(interaction.name);
      }
      figures.push({
        name: interaction.name,
        runs: list,
        paintMs: median(list.map((one) => one.paintMs)),
        answerMs: median(list.map((one) => one.answerMs)),
      });
    } finally {
      await context.close();
    }
  }
  return figures;
}
