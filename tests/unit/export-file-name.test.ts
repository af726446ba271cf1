import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { datedXlsxName } from '@/components/DataTable';

describe('datedXlsxName', () => {
  const today = dayjs().format('YYYYMMDD');

  it('joins the list, scope and tab with today’s date', () => {
    expect(datedXlsxName('阿姨列表', '全部', '找工作')).toBe(`阿姨列表-全部-找工作-${today}.xlsx`);
    expect(datedXlsxName('Aunts', 'Mine', 'All statuses')).toBe(`Aunts-Mine-All statuses-${today}.xlsx`);
  });

  it('replaces characters file systems refuse and drops empty parts', () => {
    expect(datedXlsxName('客户', 'A/B: "x"?', '  ')).toBe(`客户-A_B_ _x__-${today}.xlsx`);
  });
});
