import { describe, expect, it } from 'vitest';
import zhCodes from '@/i18n/zh/codes.json';
import enCodes from '@/i18n/en/codes.json';
import { CONSTELLATIONS, EDUCATIONS, ETHNIC_GROUPS, WORK_STATUSES, ZODIACS, ethnicityLabel, workStatusOf } from '@/domain/auntCodes';

type Tree = { [key: string]: string | Tree };

/** The text at `codes.a.b` in a codes file. */
function label(file: Tree, key: string): unknown {
  return key
    .replace(/^codes\./, '')
    .split('.')
    .reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Tree)[part] : undefined), file);
}

describe('reference lists', () => {
  it('has the 56 ethnic groups, unique, each with an English name', () => {
    expect(ETHNIC_GROUPS).toHaveLength(56);
    expect(new Set(ETHNIC_GROUPS.map((group) => group.value)).size).toBe(56);
    expect(new Set(ETHNIC_GROUPS.map((group) => group.en)).size).toBe(56);
    for (const group of ETHNIC_GROUPS) {
      expect(group.value).toMatch(/族$/);
      expect(group.en).toMatch(/^[A-Z][A-Za-z' ]+$/);
    }
    expect(ETHNIC_GROUPS[0]).toEqual({ value: '汉族', en: 'Han' });
    expect(ethnicityLabel('满族', 'en')).toBe('Manchu');
    expect(ethnicityLabel('满族', 'zh')).toBe('满族');
  });

  it('has 12 zodiac animals from the rat and 12 constellations, labelled in both languages', () => {
    expect(ZODIACS).toHaveLength(12);
    expect(new Set(ZODIACS).size).toBe(12);
    expect(ZODIACS[0]).toBe('rat');
    expect(ZODIACS[11]).toBe('pig');
    expect(CONSTELLATIONS).toHaveLength(12);
    expect(new Set(CONSTELLATIONS.map((sign) => sign.key)).size).toBe(12);
    expect(new Set(CONSTELLATIONS.map((sign) => sign.starts)).size).toBe(12);
    for (const sign of CONSTELLATIONS) expect(sign.starts).toMatch(/^(0[1-9]|1[0-2])-([0-2]\d|3[01])$/);
    for (const file of [zhCodes, enCodes] as Tree[]) {
      for (const key of ZODIACS) expect(label(file, `zodiac.${key}`)).toEqual(expect.any(String));
      for (const sign of CONSTELLATIONS) expect(label(file, `constellation.${sign.key}`)).toEqual(expect.any(String));
    }
  });

  it('has the 7 education codes of the spec', () => {
    expect(EDUCATIONS.map((code) => code.value)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(EDUCATIONS.map((code) => label(zhCodes as Tree, code.labelKey))).toEqual(['小学', '初中', '高中', '中专', '大专', '本科', '本科以上']);
    for (const code of EDUCATIONS) expect(label(enCodes as Tree, code.labelKey)).toEqual(expect.any(String));
  });

  it('has the 6 work statuses with a colour and a label in zh and en', () => {
    expect(WORK_STATUSES.map((status) => status.value)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(WORK_STATUSES.map((status) => label(zhCodes as Tree, status.labelKey))).toEqual(['找工作', '面试', '试工', '待签约', '工作中', '黑名单']);
    for (const status of WORK_STATUSES) {
      expect(status.color).not.toBe('');
      expect(label(enCodes as Tree, status.labelKey)).toEqual(expect.any(String));
    }
    expect(new Set(WORK_STATUSES.map((status) => status.color)).size).toBe(6);
    expect(workStatusOf(6).labelKey).toBe('codes.workStatus.6');
  });
});
