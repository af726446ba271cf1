/** The fee dictionary of the mock: add, rename, move, delete (refused while in use), its limits, and the add-fee options. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getAddFinanceOptions } from '@/api/company';
import { deleteDictItem, financePaths, handleDictionnary } from '@/api/finance';
import { postUnchecked } from '@/api/http';
import { removeToken } from '@/auth/token';
import { i18n } from '@/i18n';
import { ADMIN_ACCOUNT, STAFF_ACCOUNT, getDb } from '@/mocks/db';
import { withFreshMockDb } from '@/mocks/testing';
import { silent } from './mock-helpers';
import { actAs, refused } from './mock-united-helpers';

withFreshMockDb();
beforeEach(async () => {
  await i18n.changeLanguage('zh');
  actAs(ADMIN_ACCOUNT);
});
afterEach(() => removeToken());

const item = (name: string, companyId = 1) => getDb().financeDict.find((row) => row.companyId === companyId && row.dictName === name)!;
const names = async (kind: 'feeNames' | 'payStyles') => (await getAddFinanceOptions(silent))[kind].map((row) => row.dictName);

describe('/company/getAddFinanceOptions', () => {
  it('answers the company’s fee names (with their type) and pay styles in order', async () => {
    const options = await getAddFinanceOptions(silent);
    expect(options.feeNames.map((row) => [row.dictName, row.feeType])).toEqual([
      ['中介服务费', 0],
      ['家政服务费', 0],
      ['培训费', 0],
      ['体检代收', 0],
      ['押金', 0],
      ['阿姨工资代付', 1],
      ['广告费', 1],
      ['房租', 1],
      ['水电费', 1],
      ['退款', 1],
    ]);
    expect(options.payStyles.map((row) => row.dictName)).toEqual(['现金', '微信', '支付宝', '银行转账', 'POS 刷卡']);
    await refused(() => postUnchecked('/company/getAddFinanceOptions', { companyId: 2 }, silent), 40001);
    actAs(STAFF_ACCOUNT);
    await refused(() => getAddFinanceOptions(silent), 40301);
  });
});

describe('/finance/handleDictionnary', () => {
  it('adds at the end (or at a position), renames and moves, renumbering the kind', async () => {
    const added = await handleDictionnary({ dictType: 'payStyle', dictName: '云闪付' }, silent);
    expect(added).toMatchObject({ dictType: 'payStyle', dictName: '云闪付', sort: 6 });
    expect(added.feeType).toBeUndefined();
    const fee = await handleDictionnary({ dictType: 'feeName', dictName: '保险代收', feeType: 0, sort: 1 }, silent);
    expect([fee.sort, fee.feeType]).toEqual([1, 0]);
    expect((await names('feeNames'))[0]).toBe('保险代收');
    await handleDictionnary({ dictId: item('云闪付').dictId, dictType: 'payStyle', dictName: '银联云闪付' }, silent);
    await handleDictionnary({ dictId: item('银联云闪付').dictId, dictType: 'payStyle', sort: 2 }, silent);
    expect(await names('payStyles')).toEqual(['现金', '银联云闪付', '微信', '支付宝', '银行转账', 'POS 刷卡']);
    expect(
      getDb()
        .financeDict.filter((row) => row.companyId === 1 && row.dictType === 'payStyle')
        .map((row) => row.sort)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('refuses duplicates, bad names, the wrong kind’s fields, other companies’ items and the 51st item; stores nothing', async () => {
    const foreign = item('现金', 2);
    const cases: [unknown, number][] = [
      [{ dictType: 'payStyle', dictName: '微信' }, 40001],
      [{ dictId: item('现金').dictId, dictType: 'payStyle', dictName: '微信' }, 40001],
      [{ dictType: 'payStyle', dictName: '' }, 40001],
      [{ dictType: 'payStyle', dictName: '   ' }, 40001],
      [{ dictType: 'payStyle', dictName: 'x'.repeat(21) }, 40001],
      [{ dictType: 'payStyle', dictName: '刷脸', feeType: 0 }, 40001],
      [{ dictType: 'feeName', dictName: '杂费' }, 40001],
      [{ dictType: 'feeName', dictName: '杂费', feeType: '1' }, 40001],
      [{ dictType: 'other', dictName: '杂费' }, 40001],
      [{ dictType: 'payStyle', dictName: '刷脸', color: 'red' }, 40001],
      [{ dictId: foreign.dictId, dictType: 'payStyle', dictName: '刷脸' }, 40401],
      [{ dictId: item('现金').dictId, dictType: 'payStyle' }, 40001],
      [{ dictId: item('中介服务费').dictId, dictType: 'feeName', feeType: 1 }, 40901],
    ];
    for (const [body, code] of cases) await refused(() => postUnchecked(financePaths.handleDictionnary, body, silent), code);
    for (let i = 6; i <= 50; i += 1) await handleDictionnary({ dictType: 'payStyle', dictName: `方式${i}` }, silent);
    await refused(() => handleDictionnary({ dictType: 'payStyle', dictName: '方式51' }, silent), 40001, '每类最多50项');
  });
});

describe('/finance/deleteDictItem', () => {
  it('deletes an unused item and refuses one a fee record uses, with a clear message', async () => {
    const uses = getDb().feeRecords.filter((row) => row.payStyleId === item('微信').dictId).length;
    expect(uses).toBeGreaterThan(0);
    await refused(() => deleteDictItem({ dictId: item('微信').dictId }, silent), 40901, `支付方式“微信”有 ${uses} 条收支记录在用，不能删除`);
    const spare = await handleDictionnary({ dictType: 'payStyle', dictName: '临时' }, silent);
    await deleteDictItem({ dictId: spare.dictId }, silent);
    expect(getDb().financeDict.some((row) => row.dictId === spare.dictId)).toBe(false);
    await refused(() => deleteDictItem({ dictId: item('现金', 2).dictId }, silent), 40401);
    await refused(() => postUnchecked(financePaths.deleteDictItem, { dictId: '3' }, silent), 40001);
  });
});
