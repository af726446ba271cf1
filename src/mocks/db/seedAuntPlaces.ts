/**
 * Where each agency's workers come from (provinces with weights, minority groups by province,
 * villages) and where they live now (home city, districts, roads). Pure data.
 */
import { COMPANY_IDS } from './demoAccounts';

/** Province code -> weight of the workers an agency registers from it (main agency in Shanghai). */
export const ORIGIN_WEIGHTS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  [COMPANY_IDS.main]: [
    [510000, 14],
    [340000, 13],
    [410000, 11],
    [360000, 8],
    [430000, 8],
    [420000, 6],
    [520000, 5],
    [500000, 5],
    [320000, 7],
    [370000, 4],
    [330000, 3],
    [620000, 3],
    [230000, 3],
    [220000, 2],
    [210000, 2],
    [450000, 2],
    [130000, 2],
    [140000, 2],
    [610000, 2],
    [310000, 2],
    [350000, 1],
    [530000, 1],
    [150000, 1],
    [640000, 1],
  ],
  [COMPANY_IDS.partner]: [
    [330000, 22],
    [340000, 14],
    [360000, 10],
    [510000, 9],
    [410000, 8],
    [430000, 6],
    [520000, 6],
    [420000, 5],
    [320000, 4],
    [350000, 3],
    [500000, 3],
    [450000, 2],
    [620000, 2],
    [370000, 2],
  ],
  [COMPANY_IDS.third]: [
    [340000, 24],
    [320000, 18],
    [410000, 10],
    [360000, 8],
    [370000, 6],
    [510000, 6],
    [420000, 5],
    [430000, 4],
  ],
};

/** Minority groups common in a province and the share of non-Han people among the workers from it. */
export const MINORITIES: Readonly<Record<number, readonly [number, readonly string[]]>> = {
  510000: [0.06, ['彝族', '藏族', '羌族']],
  520000: [0.3, ['苗族', '布依族', '侗族', '土家族']],
  500000: [0.1, ['土家族', '苗族']],
  430000: [0.1, ['土家族', '苗族', '侗族', '瑶族']],
  420000: [0.05, ['土家族', '苗族']],
  450000: [0.3, ['壮族', '瑶族']],
  640000: [0.3, ['回族']],
  620000: [0.1, ['回族', '东乡族', '藏族']],
  210000: [0.12, ['满族', '蒙古族', '朝鲜族']],
  220000: [0.1, ['朝鲜族', '满族']],
  230000: [0.06, ['满族', '朝鲜族']],
  150000: [0.2, ['蒙古族', '满族']],
  530000: [0.3, ['彝族', '白族', '哈尼族', '傣族']],
  130000: [0.04, ['满族', '回族']],
};

/** Where each agency's workers live now: city and districts. */
export const HOME_CITY: Readonly<Record<number, { city: string; districts: readonly string[]; roads: readonly string[] }>> = {
  [COMPANY_IDS.main]: {
    city: '上海市',
    districts: ['浦东新区', '闵行区', '徐汇区', '长宁区', '静安区', '普陀区', '杨浦区', '宝山区', '嘉定区', '松江区', '青浦区', '黄浦区', '虹口区'],
    roads: ['莲花路', '七莘路', '沪闵路', '张杨路', '长寿路', '延长路', '共和新路', '曹杨路', '漕宝路', '虹梅路', '中山北路', '江杨南路'],
  },
  [COMPANY_IDS.partner]: {
    city: '杭州市',
    districts: ['上城区', '拱墅区', '西湖区', '滨江区', '萧山区', '余杭区', '临平区', '钱塘区'],
    roads: ['文一西路', '莫干山路', '秋涛路', '江南大道', '金城路', '天目山路', '解放路', '之江路'],
  },
  [COMPANY_IDS.third]: {
    city: '南京市',
    districts: ['玄武区', '秦淮区', '建邺区', '鼓楼区', '栖霞区', '雨花台区', '江宁区', '浦口区'],
    roads: ['中山路', '汉中路', '北京西路', '江东中路', '龙蟠路', '应天大街', '双龙大道'],
  },
};

/**
 * Cities beside its home where an agency's workers live, each with its share of the agency's
 * aunts: the third agency also places workers living in Suzhou and in Shanghai (so the joint
 * hall of the default city, Shanghai, holds another agency's aunts too).
 */
export const OTHER_HOME_CITIES: Readonly<Record<number, readonly { share: number; city: string; districts: readonly string[]; roads: readonly string[] }[]>> = {
  [COMPANY_IDS.third]: [
    {
      share: 0.25,
      city: '苏州市',
      districts: ['姑苏区', '吴中区', '相城区', '虎丘区', '吴江区'],
      roads: ['干将路', '星湖街', '东环路', '人民路', '金鸡湖大道'],
    },
    { share: 0.3, ...HOME_CITY[COMPANY_IDS.main] },
  ],
};

export const VILLAGES: readonly string[] = [
  '城关镇',
  '新华村',
  '红星村',
  '和平街道',
  '东风村',
  '向阳镇',
  '胜利村',
  '团结村',
  '建设路',
  '人民路',
  '光明村',
  '太平镇',
];
