/**
 * Word lists of the employer seed: where the employers live (city, real districts, roads,
 * residential compounds), their given names, what they ask of an aunt, and the phrases of
 * follow-ups, transfers, remarks and job titles. Pure data.
 */
import { COMPANY_IDS } from './demoAccounts';

export interface EmployerCity {
  cityId: number;
  districts: readonly string[];
  roads: readonly string[];
  compounds: readonly string[];
}

const SHANGHAI: EmployerCity = {
  cityId: 310100,
  districts: ['浦东新区', '闵行区', '徐汇区', '长宁区', '静安区', '普陀区', '杨浦区', '宝山区', '嘉定区', '松江区', '青浦区', '黄浦区', '虹口区'],
  roads: [
    '张杨路',
    '世纪大道',
    '莲花路',
    '七莘路',
    '虹梅路',
    '漕溪北路',
    '长寿路',
    '延安西路',
    '仙霞路',
    '国权路',
    '共和新路',
    '曹杨路',
    '南京西路',
    '淮海中路',
  ],
  compounds: [
    '仁恒河滨花园',
    '中远两湾城',
    '古北国际花园',
    '世茂滨江花园',
    '万科城市花园',
    '绿地崴廉公寓',
    '明园森林都市',
    '金桥新村',
    '春申景城',
    '虹桥新城',
    '大华锦绣华城',
    '康桥半岛',
  ],
};

const HANGZHOU: EmployerCity = {
  cityId: 330100,
  districts: ['上城区', '拱墅区', '西湖区', '滨江区', '萧山区', '余杭区', '临平区', '钱塘区'],
  roads: ['文一西路', '莫干山路', '秋涛路', '江南大道', '金城路', '天目山路', '解放路', '之江路', '学院路', '古墩路'],
  compounds: ['西溪诚园', '金色海岸', '绿城桂花城', '滨江金色家园', '德信早城', '九堡家苑', '翡翠城', '和家园', '天阳明月江南', '万科良渚文化村'],
};

/** Home city first; the others are where some clients live (neighbouring cities). */
export const EMPLOYER_CITIES: Readonly<Record<number, readonly EmployerCity[]>> = {
  [COMPANY_IDS.main]: [
    SHANGHAI,
    {
      cityId: 320500,
      districts: ['姑苏区', '吴中区', '相城区', '虎丘区'],
      roads: ['干将路', '星湖街', '东环路'],
      compounds: ['苏州中心公寓', '东方之门', '狮山花园'],
    },
    { cityId: 320200, districts: ['梁溪区', '滨湖区', '新吴区'], roads: ['中山路', '太湖大道', '长江路'], compounds: ['蠡湖香樟园', '金科世界城'] },
  ],
  [COMPANY_IDS.partner]: [
    HANGZHOU,
    { cityId: 330200, districts: ['海曙区', '鄞州区', '江北区'], roads: ['中山西路', '天童南路', '人民路'], compounds: ['东部新城', '印象城'] },
    { cityId: 330600, districts: ['越城区', '柯桥区', '上虞区'], roads: ['解放北路', '笛扬路'], compounds: ['镜湖新村', '柯桥万达'] },
  ],
  [COMPANY_IDS.third]: [
    {
      cityId: 320100,
      districts: ['玄武区', '秦淮区', '建邺区', '鼓楼区', '江宁区'],
      roads: ['中山路', '汉中路', '江东中路', '龙蟠路'],
      compounds: ['金陵世纪花园', '河西万达公寓', '翠屏国际', '仁恒江湾城'],
    },
    { cityId: 320500, districts: ['姑苏区', '吴中区', '工业园区'], roads: ['干将路', '星湖街', '金鸡湖大道'], compounds: ['苏州中心公寓', '湖东公寓'] },
  ],
};

export const GIVEN_NAMES_MEN: readonly string[] = [
  '建华',
  '志刚',
  '海峰',
  '晓东',
  '立新',
  '俊杰',
  '文博',
  '浩然',
  '子轩',
  '一鸣',
  '国栋',
  '宇航',
  '明辉',
  '振宇',
];
export const GIVEN_NAMES_WOMEN: readonly string[] = ['丽华', '雪梅', '晓婷', '佳怡', '思雨', '雅琪', '欣然', '婧', '蕾', '敏', '静雯', '晓雯', '梦琪', '慧'];

/** What the employer wants of an aunt, by service type name (two are picked). */
export const REQUIREMENTS: Readonly<Record<string, readonly string[]>> = {
  月嫂: ['有母婴护理证', '做过双胞胎优先', '会做月子餐', '懂新生儿抚触', '预产期前一周上户', '无不良嗜好'],
  育儿嫂: ['有育婴师证', '会做辅食', '会早教启蒙', '普通话标准', '性格温和有耐心', '带过一岁左右宝宝'],
  住家保姆: ['会做江浙菜', '干净利落', '能照顾老人', '会开车优先', '不介意养宠物', '做饭清淡少油'],
  不住家保姆: ['住得近', '会做家常菜', '准时守信', '做事细心', '能接送孩子上学'],
  钟点工: ['每周三次', '会整理收纳', '自带工具', '周末可上门'],
  护工: ['有养老护理员证', '会翻身拍背', '能做鼻饲', '身体强壮', '有医院陪护经验'],
  老人陪护: ['脾气好', '会测血压血糖', '能陪同就医', '会说本地话优先', '照顾过失能老人'],
  保洁: ['深度保洁', '擦玻璃', '会用清洁剂', '动作快'],
  厨师: ['会做粤菜', '会做西餐', '注重营养搭配', '做过家宴'],
  涉外保姆: ['会英语对话', '有护照'],
};

export const EMPLOYER_REMARKS: readonly string[] = [
  '老客户介绍，服务要到位',
  '家里有两只猫',
  '对卫生要求很高',
  '工作日白天家里没人',
  '只接受本地阿姨',
  '预算可以再谈',
  '上次的阿姨做了两年，评价很好',
  '希望春节前到岗',
  '小区门禁严格，需要提前登记',
  '爷爷奶奶同住',
  '二胎家庭',
  '周末常有客人',
];

/** Follow-up contents by type (1 电话, 2 微信, 3 上门, 4 到店, 5 其他). */
export const FOLLOW_UP_CONTENTS: Readonly<Record<number, readonly string[]>> = {
  1: [
    '电话沟通需求，客户想要做饭好的阿姨',
    '客户说这周再考虑一下',
    '已电话确认面试时间',
    '电话未接通，稍后再联系',
    '客户对推荐的阿姨比较满意',
    '沟通薪资，客户可以接受上浮500',
  ],
  2: ['微信发了三位阿姨的简历', '客户微信回复想再看看', '微信发送了服务合同', '客户在微信上问了上户时间', '发了阿姨的视频介绍'],
  3: ['上门了解家庭情况，三室两厅', '上门拜访，看了老人身体情况', '上门签约，客户很爽快'],
  4: ['客户到店面试了两位阿姨', '到店咨询月嫂服务套餐', '到店交了定金'],
  5: ['客户朋友推荐过来，先记录需求', '客户出差中，下周回来再联系', '已转告店长跟进'],
};

export const TRANSFER_REASONS: readonly string[] = ['原顾问离职交接', '客户要求更换顾问', '按区域重新分配', '原顾问休产假', '客户在新顾问负责的片区'];

/** Job title focus by service type name ("<district> <service type> <focus>"). */
export const JOB_FOCUS: Readonly<Record<string, readonly string[]>> = {
  月嫂: ['照顾新生儿', '双胞胎护理', '二胎宝宝'],
  育儿嫂: ['带1岁宝宝', '照顾2岁宝宝', '早教辅食'],
  住家保姆: ['照顾老人', '做饭做家务', '三口之家'],
  不住家保姆: ['做饭打扫', '接送孩子', '午晚两餐'],
  钟点工: ['每周三次保洁', '周末大扫除', '做晚饭'],
  护工: ['医院陪护', '术后护理', '照顾卧床老人'],
  老人陪护: ['照顾失能老人', '陪伴独居老人', '陪同就医'],
  保洁: ['日常保洁', '开荒保洁', '擦玻璃'],
  厨师: ['家庭厨师', '做三餐', '粤菜厨师'],
  涉外保姆: ['外籍家庭', '英语交流'],
};

/** Working hours by schedule (1 住家 none). */
export const WORK_HOURS: Readonly<Record<number, readonly string[]>> = {
  1: [''],
  2: ['08:00-18:00', '09:00-19:00', '07:30-17:30'],
  3: ['09:00-12:00', '14:00-17:00', '周一三五 09:00-12:00'],
  4: ['20:00-08:00', '19:00-07:00'],
};
