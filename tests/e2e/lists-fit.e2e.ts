/**
 * Tables that fit (issue 37, item 3): every list page of the admin's menu at 1440x900, in zh and
 * in en, shows its default columns without scrolling sideways (the scroll container of each table
 * is no wider inside than it shows) and cuts no tag in a table (a tag's text fits the tag and the
 * tag fits its cell). The figures of every page are printed.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { loginCookie } from '../tooling/servers';
import { menuPagePaths, settle } from '../../tools/screens/capture';
import { appUrl, chromiumForFile, mockUrl, screenshot } from './support';

const browser = chromiumForFile();

interface TableFigures {
  /** How far the table's body scrolls sideways (scrollWidth − clientWidth), per table on the page. */
  overflow: number[];
  /** Tags whose text or box is cut, as "text (need/have px)". */
  cutTags: string[];
}

/** Measures every table of the page (the script is text: see capture.ts domQuiet). */
const MEASURE = `(() => {
  const tables = [...document.querySelectorAll('main .ant-table-wrapper')].filter((table) => table.getClientRects().length > 0);
  const overflow = tables.map((table) => {
    const scroller = table.querySelector('.ant-table-body') || table.querySelector('.ant-table-content');
    return scroller ? scroller.scrollWidth - scroller.clientWidth : 0;
  });
  const cutTags = [];
  for (const table of tables) {
    for (const tag of table.querySelectorAll('.ant-table-tbody .ant-tag')) {
      const cell = tag.closest('td');
      const box = tag.getBoundingClientRect();
      const room = cell ? cell.getBoundingClientRect() : box;
      if (tag.scrollWidth > tag.clientWidth + 1 || box.right > room.right + 1) {
        cutTags.push(tag.textContent.trim() + ' (' + Math.round(Math.max(tag.scrollWidth, box.width)) + '/' + Math.round(Math.min(tag.clientWidth, room.right - box.left)) + ' px)');
      }
    }
  }
  return { overflow, cutTags };
})()`;

async function measure(b: Browser, language: 'zh' | 'en', pagePath: string): Promise<TableFigures> {
  const context = await b.newContext({ locale: language === 'zh' ? 'zh-CN' : 'en-US', viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  try {
    await context.addCookies([await loginCookie(mockUrl, appUrl, ADMIN_ACCOUNT)]);
    await context.addInitScript((saved) => localStorage.setItem('agency-settings', saved), JSON.stringify({ state: { language }, version: 0 }));
    const page = await context.newPage();
    await page.goto(`${appUrl}${pagePath}`);
    await settle(page);
    const figures = (await page.evaluate(MEASURE)) as TableFigures;
    if (figures.overflow.length > 0 && ['/aunt/all', '/customer/jobs', '/insurance/orders'].some((shown) => pagePath.startsWith(shown)))
      await screenshot(page, `lists-fit-${language}${pagePath.replace(/\W+/g, '_')}`, { window: true });
    return figures;
  } finally {
    await context.close();
  }
}

describe('lists fit 1440x900', () => {
  it.each(['zh', 'en'] as const)('every list page in %s scrolls no table sideways and cuts no tag', async (language) => {
    const paths = await menuPagePaths(mockUrl, await loginCookie(mockUrl, mockUrl, ADMIN_ACCOUNT));
    expect(paths.length).toBeGreaterThan(40);
    const rows: string[] = [];
    const failures: string[] = [];
    for (const pagePath of paths) {
      const { overflow, cutTags } = await measure(browser(), language, pagePath);
      if (overflow.length === 0) continue;
      rows.push(`${pagePath}: overflow ${overflow.join(', ')} px; cut tags ${cutTags.length}${cutTags.length ? ` (${cutTags.slice(0, 3).join('; ')})` : ''}`);
      if (overflow.some((extra) => extra > 1)) failures.push(`${pagePath} scrolls ${Math.max(...overflow)} px`);
      if (cutTags.length > 0) failures.push(`${pagePath} cuts ${cutTags.join('; ')}`);
    }
    console.log(`lists fit, ${language}: ${rows.length} pages with tables\n${rows.join('\n')}`);
    expect(rows.length).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });
});
