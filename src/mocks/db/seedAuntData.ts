/**
 * Word lists of the aunt seed: surnames, given names by generation, where agencies' workers
 * come from, minority groups by province, addresses, phrases. Pure data.
 */
import { COMPANY_IDS } from './demoAccounts';

/** Common surnames with rough weights (most frequent first). */
export const SURNAMES: readonly (readonly [string, number])[] = [
  ['王', 72], ['李', 70], ['张', 66], ['刘', 56], ['陈', 48], ['杨', 33], ['黄', 25], ['赵', 21], ['吴', 20], ['周', 19],
  ['徐', 15], ['孙', 14], ['马', 13], ['朱', 13], ['胡', 12], ['郭', 11], ['何', 10], ['高', 10], ['林', 10], ['罗', 9],
  ['郑', 9], ['梁', 8], ['谢', 7], ['宋', 7], ['唐', 7], ['许', 6], ['韩', 6], ['冯', 6], ['邓', 6], ['曹', 6],
  ['彭', 5], ['曾', 5], ['肖', 5], ['田', 5], ['董', 5], ['袁', 4], ['潘', 4], ['于', 4], ['蒋', 4], ['蔡', 4],
  ['余', 4], ['杜', 4], ['叶', 4], ['程', 4], ['苏', 3], ['魏', 3], ['吕', 3], ['丁', 3], ['任', 3], ['沈', 3],
  ['姚', 3], ['卢', 3], ['姜', 3], ['崔', 3], ['钟', 3], ['谭', 3], ['陆', 2], ['汪', 2], ['范', 2], ['金', 2],
  ['石', 2], ['廖', 2], ['贾', 2], ['夏', 2], ['韦', 2], ['付', 2], ['方', 2], ['白', 2], ['邹', 2], ['孟', 2],
  ['熊', 2], ['秦', 2], ['邱', 2], ['江', 2], ['尹', 2], ['薛', 1], ['段', 1], ['雷', 1], ['侯', 1], ['龙', 1],
];

/** Given names of women born in the 1960s and 1970s. */
export const GIVEN_NAMES_OLDER: readonly string[] = [
  '秀英', '桂英', '秀兰', '玉兰', '桂兰', '秀珍', '凤英', '玉珍', '玉梅', '淑珍', '春梅', '红梅', '海燕', '爱华', '素芬',
  '美华', '金凤', '冬梅', '秋菊', '彩霞', '秀芳', '桂芳', '淑英', '丽华', '建华', '玉英', '翠兰', '月娥', '春花', '凤兰',
  '小红', '雪梅', '美玲', '桂香', '素琴', '美英', '菊英', '兰英', '永红', '卫红', '红英', '秀云', '玉芬', '桂珍', '翠萍',
  '秀梅', '彩云', '淑华', '国英', '荣华', '玉凤', '金花', '银花', '巧云', '素珍', '秀琴', '慧琴', '爱萍', '小琴', '红霞',
];

/** Given names of women born in the 1980s and 1990s. */
export const GIVEN_NAMES_YOUNGER: readonly string[] = [
  '丽娟', '晓燕', '丽萍', '海霞', '艳红', '春燕', '丹丹', '婷婷', '莉莉', '红霞', '小燕', '丽丽', '晓霞', '娟娟', '慧敏',
  '雅琴', '佳丽', '晓丽', '艳梅', '静怡', '思琪', '梦瑶', '雪莲', '晓红', '丽君', '玉洁', '欣怡', '晓敏', '倩倩', '文静',
  '艳芳', '亚楠', '美娟', '春霞', '秀娟', '利平', '小梅', '晓琳', '海英', '琳琳', '园园', '亚琴', '晶晶', '佳佳', '玲玲',
  '燕萍', '芳芳', '露露', '媛媛', '楠楠',
];

export const GIVEN_NAMES_MALE: readonly string[] = ['建国', '志强', '国华', '建军', '卫东', '海涛', '建平', '德明', '永刚', '文斌', '志明', '红兵'];

/** Province code -> weight of the workers an agency registers from it (main agency in Shanghai). */
export const ORIGIN_WEIGHTS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  [COMPANY_IDS.main]: [
    [510000, 14], [340000, 13], [410000, 11], [360000, 8], [430000, 8], [420000, 6], [520000, 5], [500000, 5],
    [320000, 7], [370000, 4], [330000, 3], [620000, 3], [230000, 3], [220000, 2], [210000, 2], [450000, 2],
    [130000, 2], [140000, 2], [610000, 2], [310000, 2], [350000, 1], [530000, 1], [150000, 1], [640000, 1],
  ],
  [COMPANY_IDS.partner]: [
    [330000, 22], [340000, 14], [360000, 10], [510000, 9], [410000, 8], [430000, 6], [520000, 6], [420000, 5],
    [320000, 4], [350000, 3], [500000, 3], [450000, 2], [620000, 2], [370000, 2],
  ],
  [COMPANY_IDS.third]: [
    [340000, 24], [320000, 18], [410000, 10], [360000, 8], [370000, 6], [510000, 6], [420000, 5], [430000, 4],
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

export const VILLAGES: readonly string[] = ['城关镇', '新华村', '红星村', '和平街道', '东风村', '向阳镇', '胜利村', '团结村', '建设路', '人民路', '光明村', '太平镇'];

export const MOBILE_PREFIXES: readonly string[] = [
  '130', '131', '132', '133', '134', '135', '136', '137', '138', '139', '150', '151', '152', '153', '155', '156', '157',
  '158', '159', '166', '173', '175', '176', '177', '180', '181', '182', '183', '185', '186', '187', '188', '189', '191',
  '195', '198', '199',
];

export const TRAITS: readonly string[] = [
  '性格温和', '做事细心', '手脚麻利', '爱干净', '有耐心', '责任心强', '沟通能力好', '吃苦耐劳', '为人诚恳', '守时守信',
  '脾气好', '干活踏实',
];

export const REMARKS: readonly string[] = [
  '可以长期合作', '客户反馈做饭好吃', '周末不接单', '要求单休', '需提前一周预约面试', '有高血压，不适合夜班', '只接本区的单',
  '孩子在本地上学', '普通话带口音', '做事利索，客户满意度高', '春节要回老家半个月', '不接有宠物的家庭',
];

export const BLACKLIST_REASONS: readonly string[] = [
  '多次无故爽约面试', '试工期间私自离岗', '客户投诉态度恶劣', '证件信息造假', '私下接单绕过公司', '未经允许带人进入雇主家',
];

/** What she did in a past job, by service type name. */
export const DUTIES: Readonly<Record<string, string>> = {
  月嫂: '照顾新生儿和产妇，做月子餐',
  育儿嫂: '带一岁多的宝宝，做辅食、早教',
  住家保姆: '做饭、打扫卫生、接送孩子',
  不住家保姆: '白天做饭和家务',
  钟点工: '每周上门保洁三次',
  护工: '照顾术后老人，协助康复',
  老人陪护: '陪护独居老人，做饭、陪同就医',
  保洁: '日常保洁和深度保洁',
  厨师: '负责一家五口的三餐',
};
