/**
 * Uploaded files in a real browser, from the app's own origin (the preview server proxies the
 * API, as a deployment would): a file that passes as an image but carries a page with a script
 * (a PNG/HTML polyglot) and a PDF are opened by a logged-in admin; no script runs, nothing is
 * sent with the token, and the PDF downloads instead of rendering. A cross-company reader and a
 * visitor get nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { config } from '@/config';
import { ADMIN_ACCOUNT, PARTNER_ACCOUNT } from '@/mocks/db/demoAccounts';
import { appUrl, loggedIn, chromiumForFile, screenshot } from './support';

const browser = chromiumForFile();

const PAYLOAD = `<html><body><script>window.__xss = 1; fetch('/api/steal?c=' + encodeURIComponent(document.cookie));</script></body></html>`;

/** Uploads bytes the way the app does (token header from the cookie), from inside the page; answers the envelope. */
function uploadFromPage(page: Page, name: string, type: string, bytes: number[]): Promise<{ code: number; error: string | null; data: { filePath: string } }> {
  return page.evaluate(
    async ({ name, type, bytes, cookieName, header, url }) => {
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((part) => part.startsWith(`${cookieName}=`))
          ?.slice(cookieName.length + 1) ?? '',
      );
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      const response = await fetch(url, { method: 'POST', headers: { [header]: token }, body: form });
      return (await response.json()) as { code: number; error: string | null; data: { filePath: string } };
    },
    { name, type, bytes, cookieName: config.tokenCookieName, header: config.tokenHeader, url: `${config.apiBase}/sys/uploadFile` },
  );
}

const ascii = (text: string) => Array.from(new TextEncoder().encode(text));

describe('uploaded files opened from the app’s origin', () => {
  it('run no script: an HTML page is refused, and a PNG/HTML polyglot shows as an image', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT);
    const stolen: string[] = [];
    page.context().on('request', (request) => {
      if (request.url().includes('/steal')) stolen.push(request.url());
    });

    const html = await uploadFromPage(page, 'invoice.html', 'text/html', ascii(PAYLOAD));
    expect([html.code, html.error]).toEqual([40001, '文件格式错误']);
    const disguised = await uploadFromPage(page, 'photo.png', 'image/png', ascii(PAYLOAD));
    expect(disguised.code).toBe(40001);

    const polyglot = await uploadFromPage(page, 'photo.png', 'image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ascii(PAYLOAD)]);
    expect(polyglot.code).toBe(200);
    const response = await page.goto(`${appUrl}${polyglot.data.filePath}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toBe('image/png');
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    // Chromium shows the bytes as a (broken) image: no page, no script, nothing sent.
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('script').count()).toBe(0);
    expect(await page.locator('body > img').count()).toBe(1);
    expect(stolen).toEqual([]);
    await screenshot(page, 'upload-polyglot-opened');
    await page.context().close();
  });

  it('download a PDF instead of rendering it, and show nothing to another company or a visitor', async () => {
    const page = await loggedIn(browser(), ADMIN_ACCOUNT, { acceptDownloads: true });
    const pdf = await uploadFromPage(
      page,
      '合同.pdf',
      'application/pdf',
      ascii('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF'),
    );
    expect(pdf.code).toBe(200);
    const download = page.waitForEvent('download');
    await page.evaluate((url) => {
      const link = document.createElement('a');
      link.href = url;
      document.body.appendChild(link);
      link.click();
    }, pdf.data.filePath);
    expect((await download).suggestedFilename()).toBe('合同.pdf');

    const partner = await loggedIn(browser(), PARTNER_ACCOUNT);
    expect((await partner.goto(`${appUrl}${pdf.data.filePath}`))?.status()).toBe(404);
    const visitor = await browser().newContext();
    const anonymous = await visitor.newPage();
    expect((await anonymous.goto(`${appUrl}${pdf.data.filePath}`))?.status()).toBe(404);
    await Promise.all([page.context().close(), partner.context().close(), visitor.close()]);
  });
});
