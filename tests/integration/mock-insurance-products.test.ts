/** The insurance product catalogue's mock: list, keywords, enabled products, details with the banner's path (served to any session). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insurancePaths, productDetails, productGetInsProducts, productKeywords, productList } from '@/api/insurance';
import { apiUrl, postUnchecked } from '@/api/http';
import { removeToken } from '@/auth/token';
import { config } from '@/config';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, THIRD_ACCOUNT, getDb } from '@/mocks/db';
import { tokenFor, withFreshMockDb } from '@/mocks/testing';
import { failure, silent } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

describe('insurance products', () => {
  it('list: every product (the one no longer sold too), paged, by keyword and insurer; premiums in yuan', async () => {
    const all = await productList({ page: 1, pageSize: 50 }, silent);
    expect(all.total).toBe(9);
    expect(all.list[0]).toMatchObject({
      insuranceCompany: '中国平安',
      planName: '家政意外险A款',
      premium: 15,
      unit: '月',
      periodDays: 30,
      cover: 500_000,
      ageMin: 16,
      ageMax: 65,
      isEnabled: 1,
    });
    expect(all.list.filter((product) => product.isEnabled === 0)).toHaveLength(1);
    expect(all.list.map((product) => product.premium)).toContain(180);
    const page2 = await productList({ page: 2, pageSize: 4 }, silent);
    expect(page2.list.map((product) => product.productId)).toEqual(all.list.slice(4, 8).map((product) => product.productId));
    expect(
      (await productList({ keyword: '雇主', page: 1 }, silent)).list.every(
        (product) => product.planName.includes('雇主') || product.types?.includes('雇主责任'),
      ),
    ).toBe(true);
    expect((await productList({ insuranceCompany: '太平洋', page: 1 }, silent)).list.map((product) => product.ageMax)).toEqual([70, 70]);
  });

  it('keywords: the insurers and plan names matching', async () => {
    expect(await productKeywords({ keyword: '平安' }, silent)).toEqual(['中国平安']);
    expect(await productKeywords({ keyword: '综合' }, silent)).toEqual(['家政服务人员综合保障', '家政服务人员综合保障（年缴）']);
    expect(await productKeywords({ keyword: '无此词' }, silent)).toEqual([]);
    await refused(() => postUnchecked(insurancePaths.productKeywords, {}, silent), 40001);
  });

  it('getInsProducts: only the products that can be ordered', async () => {
    const products = await productGetInsProducts();
    expect(products).toHaveLength(8);
    expect(products.every((product) => product.isEnabled === 1)).toBe(true);
    getDb().insProducts[0]!.isEnabled = 0;
    expect(await productGetInsProducts()).toHaveLength(7);
  });

  it('details: the product with its banner’s path, served to any signed-in session; types narrows the plan types shown', async () => {
    const detail = await productDetails({ productId: 8 }, silent);
    expect(detail).toMatchObject({
      insuranceCompany: '众安',
      planName: '家政雇主责任险',
      types: ['雇主责任', '第三者责任', '意外医疗'],
      description: expect.stringContaining('雇主') as unknown,
    });
    expect(detail.adImage).toMatch(/^\/sys\/file\/[0-9a-f]{32}$/);
    expect((await productDetails({ productId: 8, types: ['意外医疗', '其他'] }, silent)).types).toEqual(['意外医疗']);
    await refused(() => productDetails({ productId: 99 }, silent), 40401);
    await refused(() => postUnchecked(insurancePaths.productDetails, { productId: 8, types: 'x' }, silent), 40001);

    const url = `http://localhost${apiUrl(detail.adImage)}`;
    expect(url).toBe(`http://localhost${config.apiBase}${detail.adImage}`);
    const asThird = await fetch(url, { headers: { [config.tokenHeader]: tokenFor(THIRD_ACCOUNT) } });
    expect(asThird.status).toBe(200);
    expect(asThird.headers.get('content-type')).toBe('image/png');
    expect((await fetch(url)).status).toBe(404);
  });

  it('needs a session', async () => {
    removeToken();
    expect((await failure(productKeywords({ keyword: '平安' }, silent))).code).toBe(50008);
    expect(await productList({ page: 1 }, silent)).toEqual({ list: [], total: 0 });
  });
});
