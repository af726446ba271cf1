import { describe, expect, it } from 'vitest';
import { DEFAULT_REGION_ID, REGIONS } from '@/mocks/db/regions';

const byId = new Map(REGIONS.map((r) => [r.region_id, r]));

describe('mock regions dictionary', () => {
  it('has unique ids', () => {
    expect(byId.size).toBe(REGIONS.length);
  });

  it('covers all prefecture-level divisions plus municipalities', () => {
    expect(REGIONS.length).toBeGreaterThanOrEqual(330);
  });

  it('uses 6-digit prefecture-level codes ending in 00', () => {
    for (const r of REGIONS) {
      expect(String(r.region_id)).toMatch(/^\d{4}00$/);
      expect(String(r.province_id)).toMatch(/^\d{2}0000$/);
      expect(Math.floor(r.region_id / 10000)).toBe(Math.floor(r.province_id / 10000));
    }
  });

  it('is ordered by province code, then region code', () => {
    for (let i = 1; i < REGIONS.length; i++) {
      const prev = REGIONS[i - 1];
      const cur = REGIONS[i];
      expect(prev.province_id < cur.province_id || (prev.province_id === cur.province_id && prev.region_id < cur.region_id)).toBe(true);
    }
  });

  it('has Shanghai as the default, hot region', () => {
    expect(DEFAULT_REGION_ID).toBe(310100);
    const sh = byId.get(DEFAULT_REGION_ID);
    expect(sh).toMatchObject({
      region_name: '上海市',
      letter: 'S',
      hot: 1,
      province_id: 310000,
      province_name: '上海市',
    });
  });

  it('marks exactly the 12 hot cities', () => {
    const hot = REGIONS.filter((r) => r.hot === 1)
      .map((r) => r.region_id)
      .sort((a, b) => a - b);
    expect(hot).toEqual([110100, 120100, 310100, 320100, 320500, 330100, 420100, 440100, 440300, 500100, 510100, 610100]);
    for (const r of REGIONS) expect([0, 1]).toContain(r.hot);
  });

  it('uses valid pinyin initials only', () => {
    for (const r of REGIONS) {
      expect(r.letter).toMatch(/^[A-HJ-TW-Z]$/);
    }
  });

  it('has unique names within each province and a consistent province name', () => {
    const seen = new Set<string>();
    const provinceNames = new Map<number, string>();
    for (const r of REGIONS) {
      const key = `${r.province_id}:${r.region_name}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
      const known = provinceNames.get(r.province_id);
      if (known) expect(r.province_name).toBe(known);
      else provinceNames.set(r.province_id, r.province_name);
    }
    expect(provinceNames.size).toBe(31);
  });

  it('treats the four municipalities as single entries', () => {
    for (const id of [110000, 120000, 310000, 500000]) {
      expect(REGIONS.filter((r) => r.province_id === id)).toHaveLength(1);
    }
  });

  it.each([
    [110100, '北京市', 'B', 110000, '北京市'],
    [500100, '重庆市', 'C', 500000, '重庆市'],
    [440100, '广州市', 'G', 440000, '广东省'],
    [440300, '深圳市', 'S', 440000, '广东省'],
    [330100, '杭州市', 'H', 330000, '浙江省'],
    [330800, '衢州市', 'Q', 330000, '浙江省'],
    [320100, '南京市', 'N', 320000, '江苏省'],
    [320500, '苏州市', 'S', 320000, '江苏省'],
    [350200, '厦门市', 'X', 350000, '福建省'],
    [430100, '长沙市', 'C', 430000, '湖南省'],
    [510100, '成都市', 'C', 510000, '四川省'],
    [510500, '泸州市', 'L', 510000, '四川省'],
    [420100, '武汉市', 'W', 420000, '湖北省'],
    [610100, '西安市', 'X', 610000, '陕西省'],
    [340300, '蚌埠市', 'B', 340000, '安徽省'],
    [341600, '亳州市', 'B', 340000, '安徽省'],
    [520200, '六盘水市', 'L', 520000, '贵州省'],
    [222400, '延边朝鲜族自治州', 'Y', 220000, '吉林省'],
    [152900, '阿拉善盟', 'A', 150000, '内蒙古自治区'],
    [232700, '大兴安岭地区', 'D', 230000, '黑龙江省'],
    [652900, '阿克苏地区', 'A', 650000, '新疆维吾尔自治区'],
  ])('spot check %i %s', (id, name, letter, provinceId, provinceName) => {
    expect(byId.get(id)).toMatchObject({
      region_name: name,
      letter,
      province_id: provinceId,
      province_name: provinceName,
    });
  });
});
