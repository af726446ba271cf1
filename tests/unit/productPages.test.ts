/** Which paths are pages of the product (a 401 when not the user's) and which are no page at all (404). */
import { describe, expect, it } from 'vitest';
import { isProductPage } from '@/auth/productPages';
import { isExternalLink } from '@/auth/menu';
import { PAGE_TREE, flattenPageTree } from '@/domain/pageTree';

describe('isProductPage', () => {
  it('knows every page of the tree, with its parameters filled in, and its area containers', () => {
    expect(isProductPage('/company/info')).toBe(true);
    expect(isProductPage('/company')).toBe(true);
    expect(isProductPage('/finance/records/')).toBe(true);
    expect(isProductPage('/employer/detail/42')).toBe(true);
    expect(isProductPage('/customer/jobs/detail/7')).toBe(true);
  });

  it('knows no other path, nor the external links of the tree', () => {
    expect(isProductPage('/no/such/page')).toBe(false);
    expect(isProductPage('/company/info/more')).toBe(false);
    expect(isProductPage('/employer/detail')).toBe(false);
    expect(isProductPage('https://contract.example.com/agency')).toBe(false);
  });

  it('reads a tree whose paths are all absolute (or external links)', () => {
    for (const decl of flattenPageTree()) expect(decl.path.startsWith('/') || isExternalLink(decl.path)).toBe(true);
  });
});

describe('the page tree', () => {
  it('holds the fee dictionary (收支字典) once, under 财务管理 as the spec places it; 公司设置 has no second copy', () => {
    expect(flattenPageTree().filter((decl) => decl.component === 'finance/dictionary' || decl.title === 'financeDictionary')).toHaveLength(1);
    const finance = PAGE_TREE.find((decl) => decl.name === 'FinanceManage')!;
    expect(finance.children?.map((decl) => decl.name)).toContain('FinanceDictionary');
    const settings = flattenPageTree(PAGE_TREE.filter((decl) => decl.name === 'CompanySettings'));
    expect(settings.some((decl) => /finance/i.test(`${decl.name} ${decl.path} ${decl.component}`))).toBe(false);
    expect(isProductPage('/company/finance-options')).toBe(false);
  });
});
