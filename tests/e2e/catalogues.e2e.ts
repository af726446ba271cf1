/**
 * The company's catalogues and templates in a real browser (issue 16, part A): the admin adds a
 * service type with a colour, picks it on a new aunt and finds the tag in that colour in the aunt
 * list, all without a reload; edits the resume template and sees the printed resume change. The
 * settings pages in both languages show their titles, columns and seeded entries in that language.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FastColor } from '@ant-design/fast-color';
import { textShadeOf } from '@/domain/colour';
import { ADMIN_ACCOUNT } from '@/mocks/db/demoAccounts';
import { appUrl, chromiumForFile, loggedIn, opened, pickOption, resumeLinkOf, screenshot, tableRows, viaSidebar } from './support';

const browser = chromiumForFile();

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

describe('service types', () => {
  it('adds a type with a colour, gives it to a new aunt and shows its coloured tag in the aunt list, without a reload', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/aunt/all' });
    await tableRows(page).first().waitFor();
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await viaSidebar(page, '公司设置', '服务类型');
    await page.getByRole('button', { name: /新增服务类型/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '新增服务类型' });
    await opened(dialog);
    await dialog.getByLabel('名称').fill('产康师');
    await dialog.getByRole('textbox', { name: '颜色', exact: true }).fill('#13A8A8');
    await dialog.getByRole('button', { name: /^保\s*存$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => tableRows(page).last().innerText()).toContain('产康师');
    await screenshot(page, 'catalogues-service-types-added');

    // A new aunt with it (the form offers it at once).
    await viaSidebar(page, '阿姨管理', '全部阿姨');
    await page.getByRole('button', { name: /新增阿姨/ }).click();
    // The list stays open behind the form (kept-alive tab), its "姓名" column header too: look in the form.
    await page.waitForURL(/\/aunt\/add$/);
    const form = page.locator('form');
    await form.getByLabel('姓名', { exact: true }).fill('产康阿姨');
    await form.getByLabel('手机号', { exact: true }).fill('13722223333');
    await pickOption(page, page.getByRole('combobox', { name: '服务类型' }), '产康师');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.waitForURL(/\/aunt\/detail\/\d+$/);

    await viaSidebar(page, '阿姨管理', '全部阿姨');
    await page.getByRole('searchbox', { name: '关键词' }).or(page.getByLabel('关键词')).first().fill('产康阿姨');
    await expect.poll(() => tableRows(page).count()).toBe(1);
    // 服务类型 is off by default at 1440 px (the list fits): shown from the column settings.
    await page.getByRole('button', { name: '列设置' }).click();
    await page.getByRole('list', { name: '列设置' }).getByRole('checkbox', { name: '服务类型' }).check();
    await page.keyboard.press('Escape');
    const tag = tableRows(page).first().locator('.ant-tag', { hasText: '产康师' });
    // A tag tinted with the colour, its text the colour's own hue darkened until it reads at 4.5:1.
    const { color, background } = await tag.evaluate((node) => ({ color: getComputedStyle(node).color, background: getComputedStyle(node).backgroundColor }));
    const hex = (css: string) => new FastColor(css).toHexString();
    expect(new FastColor(background).toHsl().h).toBeCloseTo(new FastColor('#13A8A8').toHsl().h, 0);
    expect(hex(color)).toBe(textShadeOf('#13a8a8', hex(background)).toLowerCase());
    expect(await sameDocument(page)).toBe(true);
    await screenshot(page, 'catalogues-aunt-list-tag');
  });
});

describe('templates', () => {
  it('edits the resume template and the printed resume shows the new text', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { at: '/company/templates' });
    const text = page.getByRole('textbox', { name: '内容' });
    await expect.poll(() => text.inputValue()).toContain('{auntName}');
    await text.fill('金牌推荐：');
    await page.getByRole('button', { name: '插入占位符 {auntName}' }).click();
    await text.press('End');
    await text.pressSequentially('，{age}岁，会说{dialects}。');
    await page.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByText(/上次保存：/).waitFor();
    await screenshot(page, 'catalogues-templates-saved');

    // The first aunt of the list, on her public resume.
    await page.goto(`${appUrl}/aunt/all`);
    const first = tableRows(page).first();
    await first.waitFor();
    const href = await first.locator('a[href*="/aunt/detail/"]').first().getAttribute('href');
    const auntId = /\/aunt\/detail\/(\d+)/.exec(href ?? '')?.[1];
    expect(auntId).toBeTruthy();
    const resume = await page.context().newPage();
    await resume.goto(await resumeLinkOf(page, auntId!));
    const profile = resume.getByTestId('template-text');
    await expect.poll(() => profile.innerText()).toMatch(/^金牌推荐：\S+，(\d+|—)岁，会说.+。$/);
    await screenshot(resume, 'catalogues-resume-printed');
  });
});

/** A settings page, what it shows in each language, and seeded entries it lists (data stays as entered). */
interface SettingsPage {
  path: string;
  name: string;
  title: Record<Language, string>;
  /** Column headers of its tables, in order (both tables of the fee dictionary). */
  headers: Record<Language, string[]>;
  tabs?: Record<Language, string[]>;
  shows: string[];
}
type Language = 'zh' | 'en';

const SERVICE_TYPE_COLUMNS = { zh: ['顺序', '名称', '颜色', '启用', '使用情况', '操作'], en: ['Order', 'Name', 'Colour', 'Enabled', 'In use', 'Actions'] };
const SETTINGS_PAGES: SettingsPage[] = [
  {
    path: '/company/service-types',
    name: 'service-types',
    title: { zh: '服务类型', en: 'Service types' },
    headers: SERVICE_TYPE_COLUMNS,
    shows: ['月嫂', '钟点工', '涉外保姆'],
  },
  {
    path: '/company/skills',
    name: 'skills',
    title: { zh: '阿姨技能', en: 'Aunt skills' },
    headers: { zh: ['名称', '使用情况', '操作'], en: ['Name', 'In use', 'Actions'] },
    shows: ['新生儿护理', '家常菜', '接送上学'],
  },
  {
    path: '/company/labels',
    name: 'labels',
    title: { zh: '阿姨标签', en: 'Aunt labels' },
    headers: { zh: ['顺序', '名称', '颜色', '使用情况', '操作'], en: ['Order', 'Name', 'Colour', 'In use', 'Actions'] },
    shows: ['形象好', '可接受出差'],
  },
  {
    path: '/company/aunt-options',
    name: 'aunt-options',
    title: { zh: '证书、培训、签证与个人偏好', en: 'Certificates, training, visas and preferences' },
    tabs: { zh: ['证书', '培训', '签证', '个人偏好选项'], en: ['Certificates', 'Training', 'Visas', 'Preference choices'] },
    headers: { zh: ['顺序', '名称', '使用情况', '操作'], en: ['Order', 'Name', 'In use', 'Actions'] },
    shows: ['健康证', '早教指导师证'],
  },
  {
    path: '/company/templates',
    name: 'templates',
    title: { zh: '模板', en: 'Templates' },
    tabs: { zh: ['阿姨简历', '跟进记录', '合同条款'], en: ['Aunt resume', 'Follow-ups', 'Contract clauses'] },
    headers: { zh: [], en: [] },
    shows: [],
  },
  {
    path: '/finance/dictionary',
    name: 'finance-dictionary',
    title: { zh: '收支字典', en: 'Fee dictionary' },
    headers: { zh: ['顺序', '名称', '收支类型', '操作', '顺序', '名称', '操作'], en: ['Order', 'Name', 'Type', 'Actions', 'Order', 'Name', 'Actions'] },
    shows: ['中介服务费', '退款', '现金', 'POS 刷卡'],
  },
];

const CHINESE = /[\u3400-\u9fff]/;
/** Texts of the page's own words: its header card, table headers, tabs and buttons outside the rows (the records it lists are data). */
const chromeTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main [data-testid="page-header"], main thead th, main [role="tab"], main button')]
      .filter((element) => !element.closest('.ant-table-tbody'))
      .map((element) => element.innerText.trim())
      .filter(Boolean),
  );

describe('the settings pages', () => {
  it.each(['zh', 'en'] as const)(
    'show their titles, columns and seeded entries in %s, with no text of the other language or untranslated key',
    async (language) => {
      const page = await loggedIn(browser(), ADMIN_ACCOUNT);
      if (language === 'en') await page.getByText('English', { exact: true }).click();
      for (const settings of SETTINGS_PAGES) {
        await page.goto(`${appUrl}${settings.path}`);
        await page.locator('.ant-table-tbody tr.ant-table-row, textarea').first().waitFor();
        await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), { message: settings.name }).toBe(settings.title[language]);
        expect((await page.locator('main thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean), settings.name).toEqual(
          settings.headers[language],
        );
        if (settings.tabs) expect(await page.getByRole('tab').allInnerTexts(), settings.name).toEqual(settings.tabs[language]);
        const cells = (await page.locator('main .ant-table-tbody td').allInnerTexts()).map((text) => text.trim());
        for (const entry of settings.shows) expect(cells, `${settings.name}: ${entry}`).toContain(entry);
        if (settings.name === 'templates') expect(await page.locator('main textarea').first().inputValue()).toContain('{auntName}');
        const chrome = await chromeTexts(page);
        expect(chrome.length, settings.name).toBeGreaterThan(3);
        if (language === 'en')
          expect(
            chrome.filter((text) => CHINESE.test(text)),
            settings.name,
          ).toEqual([]);
        else
          expect(
            chrome.filter((text) => /\b[A-Za-z]{3,}\b/.test(text)),
            settings.name,
          ).toEqual([]);
        expect((await page.locator('main').innerText()).match(/\b[a-z]+[A-Za-z]*\.[a-z][A-Za-z]*\.[a-z][A-Za-z]*\b/g), settings.name).toBeNull();
        await screenshot(page, `catalogues-${settings.name}-${language}`);
      }
    },
  );
});
