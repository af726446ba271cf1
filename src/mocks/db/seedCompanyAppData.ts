/**
 * Word lists of the mini-program seed (seedCompanyApp*.ts): members' WeChat nicknames, what
 * customers write with a request, the company's news posts, its training courses, members'
 * suggestions and the staff's replies, the service packages sold in the mini-program and the
 * marriage-introduction applications. Pure data.
 */

export const NICKNAMES: readonly string[] = [
  '阳光小雨',
  '幸福一家人',
  '浦东张先生',
  'Amy妈妈',
  '小鱼儿',
  '静待花开',
  '向日葵',
  '岁月静好',
  '木子李',
  '晴天',
  '知足常乐',
  '豆豆妈',
  '平安是福',
  '追梦人',
  '开心果',
  'Lily',
  '风轻云淡',
  '小太阳',
  '大橙子',
  '糖糖',
  '老王',
  '一路向北',
  '春暖花开',
  '宝宝的奶爸',
  '安静的猫',
  '清风徐来',
  '心想事成',
  'Cherry',
  '蓝天白云',
  '微笑向暖',
  '快乐每一天',
  '小确幸',
  '暖暖',
  '简单',
];

/** What a customer writes with a request, by service type name ('' = any). */
export const REQUEST_REMARKS: Readonly<Record<string, readonly string[]>> = {
  月嫂: ['预产期在下个月，想找有经验的金牌月嫂', '二胎，希望月嫂会做月子餐', '顺产，需要26天，希望能提前面试'],
  育儿嫂: ['宝宝8个月，需要白天带娃，会做辅食', '希望阿姨有育婴师证，性格温和', '双职工家庭，周一到周五带孩子'],
  住家保姆: ['家里三口人，需要做饭和打扫', '有一位老人，需要住家照顾', '希望阿姨做饭好吃，会做江浙菜'],
  不住家保姆: ['每天上午来，做午饭和打扫', '早九晚六，主要做家务'],
  钟点工: ['每周两次，每次三小时', '周末上门打扫，面积120平', '需要擦玻璃和厨房深度清洁'],
  护工: ['老人术后需要护理，约一个月', '医院陪护，需要会翻身和鼻饲'],
  老人陪护: ['老人80岁，行动不便，需要白天陪护', '希望阿姨有耐心，会做清淡饭菜'],
  保洁: ['新房开荒保洁', '退租前打扫，两室一厅'],
  厨师: ['家庭厨师，会做川菜和粤菜', '每周五天，做午饭和晚饭'],
  '': ['请尽快联系我', '周末方便电话沟通', '价格可以商量', ''],
};

export const CLOSE_REMARKS: Readonly<Record<number, readonly string[]>> = {
  1: ['连续三天电话未接通', '号码是空号'],
  2: ['客户已找到阿姨', '家里情况有变，暂时不需要'],
  3: ['地址在服务范围外', '需求的服务我们暂不提供'],
  4: ['与前一条重复提交'],
  5: ['客户只是咨询价格', '客户要求的薪资过低，已解释'],
};

export interface NewsDecl {
  title: string;
  content: string;
  /** Seed pictures by index (db/seedMedia.ts: 0 the tidy room, 1 the health certificate, 2 a dish). */
  pictures: readonly number[];
}

export const NEWS: readonly NewsDecl[] = [
  {
    title: '新一期高级月嫂培训班开始报名',
    content:
      '本期高级月嫂培训班共12课时，由从业十年以上的金牌讲师授课，内容包括新生儿护理、产妇护理、月子餐制作和催乳技巧。\n\n结业考核合格者颁发结业证书，并优先推荐上户。名额有限，欢迎在小程序“培训报名”中报名。',
    pictures: [1],
  },
  {
    title: '春节期间服务安排',
    content: '春节期间（腊月二十八至正月初六）门店照常营业，住家阿姨春节留守另有补贴。\n有需要的客户请提前一周预约，我们会优先安排。',
    pictures: [],
  },
  {
    title: '阿姨风采｜王阿姨的一天',
    content: '王阿姨在我们公司做育儿嫂已经第六年。每天早上六点起床，给宝宝准备辅食、做抚触、讲绘本……\n客户说：“有王阿姨在，我们上班特别放心。”',
    pictures: [0, 2],
  },
  {
    title: '家政小知识：厨房油污怎么清洁',
    content: '1. 用小苏打加温水调成糊状，涂在油污处静置十分钟；\n2. 用旧牙刷刷缝隙；\n3. 最后用湿布擦干净，再用干布擦干。\n简单三步，厨房焕然一新。',
    pictures: [0],
  },
  { title: '阿姨持证上岗，体检全部合格', content: '我们所有在岗阿姨每年体检一次，健康证在有效期内，证件可在阿姨简历中查看。\n请放心选择。', pictures: [1] },
  { title: '三八妇女节：感谢每一位阿姨', content: '三月八日，公司为全体阿姨准备了鲜花和礼物，感谢她们一年来的辛苦付出。', pictures: [2] },
  { title: '开荒保洁限时优惠', content: '本月预约新房开荒保洁，每平方米立减2元，另赠送玻璃清洗一次。\n名额有限，先到先得。', pictures: [0] },
  { title: '育婴早教课堂开课啦', content: '针对0-3岁宝宝的家长和育儿嫂，每周六上午在门店开课，内容包括辅食添加、早教游戏和亲子阅读。', pictures: [] },
  {
    title: '如何挑选一位合适的住家保姆',
    content: '先明确需求：做饭、打扫、带孩子还是照顾老人；\n再看经验和证书；\n最后一定要面试，聊聊生活习惯。\n我们的顾问会全程陪同。',
    pictures: [],
  },
  {
    title: '公司荣获“诚信家政企业”称号',
    content: '感谢广大客户的信任与支持，公司今年再次获评区级“诚信家政企业”。我们将继续用心服务每一个家庭。',
    pictures: [1],
  },
  { title: '夏季家电清洗预约开启', content: '空调、油烟机、洗衣机专业清洗，上门服务，明码标价。可在小程序“服务购买”中直接下单。', pictures: [] },
  { title: '老人陪护注意事项', content: '照顾老人要注意防跌倒、按时提醒用药、饮食清淡，平时多陪老人聊天。\n我们的陪护阿姨都经过养老护理培训。', pictures: [2] },
  { title: '【草稿】国庆假期安排', content: '国庆期间门店营业时间调整，具体安排待定。', pictures: [] },
  { title: '【草稿】客户回访活动', content: '本月将对签约客户进行电话回访，收集服务意见。', pictures: [] },
];

export interface CourseDecl {
  title: string;
  /** Yuan. */
  price: number;
  sessions: number;
  capacity: number;
  /** Days from now the course starts, and how long it runs. */
  startsIn: number;
  days: number;
  description: string;
}

export const COURSE_GROUPS: readonly { groupName: string; courses: readonly CourseDecl[] }[] = [
  {
    groupName: '月嫂培训',
    courses: [
      {
        title: '高级月嫂培训班',
        price: 3980,
        sessions: 12,
        capacity: 30,
        startsIn: 10,
        days: 14,
        description: '新生儿护理、产妇护理、月子餐、催乳技巧，结业考核合格颁发证书。',
      },
      { title: '催乳师实操班', price: 2680, sessions: 8, capacity: 12, startsIn: 8, days: 10, description: '手法催乳、乳腺疏通，小班实操教学。' },
      { title: '月子餐制作', price: 1280, sessions: 6, capacity: 20, startsIn: 25, days: 7, description: '月子期间一日五餐的搭配与制作。' },
    ],
  },
  {
    groupName: '育婴早教',
    courses: [
      { title: '育婴师初级班', price: 1980, sessions: 10, capacity: 25, startsIn: 3, days: 12, description: '0-3岁婴幼儿生活照料、保健与早期教育。' },
      { title: '早教启蒙游戏', price: 680, sessions: 4, capacity: 15, startsIn: -40, days: 5, description: '适合育儿嫂和家长的亲子游戏与绘本阅读。' },
    ],
  },
  {
    groupName: '养老护理',
    courses: [
      { title: '养老护理员培训', price: 1580, sessions: 10, capacity: 20, startsIn: 18, days: 12, description: '老人生活照料、基础护理、康复与心理慰藉。' },
      { title: '失能老人照护', price: 980, sessions: 5, capacity: 10, startsIn: 40, days: 6, description: '翻身、鼻饲、压疮预防等失能照护技能。' },
    ],
  },
  {
    groupName: '免费公开课',
    courses: [
      { title: '家政服务礼仪', price: 0, sessions: 1, capacity: 50, startsIn: 6, days: 1, description: '上户礼仪、沟通技巧与职业素养，免费参加。' },
      { title: '收纳整理入门', price: 0, sessions: 2, capacity: 40, startsIn: -10, days: 2, description: '衣橱、厨房和儿童房的收纳方法。' },
    ],
  },
];

/** Company 2 runs fewer courses. */
export const PARTNER_COURSE_GROUPS: readonly { groupName: string; courses: readonly CourseDecl[] }[] = [
  {
    groupName: '母婴护理',
    courses: [
      { title: '母婴护理师培训', price: 2980, sessions: 10, capacity: 20, startsIn: 12, days: 12, description: '新生儿与产妇护理全流程。' },
      { title: '新手妈妈课堂', price: 0, sessions: 1, capacity: 30, startsIn: 5, days: 1, description: '孕晚期准备与新生儿喂养，免费参加。' },
    ],
  },
];

export const SUGGESTIONS: Readonly<Record<number, readonly string[]>> = {
  1: ['顾问回复很及时，服务很满意，希望继续保持。', '面试安排得有点晚，希望能更快一些。', '合同条款希望能解释得更清楚。'],
  2: ['阿姨做饭很好吃，孩子很喜欢她。', '阿姨有时候玩手机，希望公司能提醒一下。', '阿姨很勤快，但普通话不太好，沟通有点困难。'],
  3: ['小程序上能不能直接看阿姨的视频介绍？', '下单后希望能看到服务进度。', '培训报名页面打开有点慢。'],
  4: ['希望周末也能安排面试。', '建议增加老人陪护的短期服务。'],
};

/** The staff's replies, by suggestion category. */
export const REPLIES: Readonly<Record<number, readonly string[]>> = {
  1: ['感谢您的反馈，我们已经和顾问沟通，会尽快改进。', '非常感谢您的认可，我们会继续努力。'],
  2: ['非常感谢您的认可，我们会转达给阿姨本人。', '已和阿姨沟通过，她表示会注意，如有问题请随时联系我们。'],
  3: ['您的建议已收到，我们会在后续版本中考虑。', '感谢反馈，技术同事正在优化。'],
  4: ['感谢您的建议，我们会认真考虑。'],
};

/** Service packages sold in the mini-program: [name, yuan]. */
export const PACKAGES: readonly (readonly [string, number])[] = [
  ['日常保洁 4小时', 200],
  ['深度保洁 三室两厅', 680],
  ['开荒保洁 每平方米', 12],
  ['空调清洗 挂机', 120],
  ['油烟机清洗', 168],
  ['洗衣机清洗', 139],
  ['擦玻璃 全屋', 298],
  ['整理收纳 半天', 399],
  ['育儿嫂试工 1天', 350],
  ['老人陪护 1天', 280],
];

export const ORDER_REMARKS: readonly string[] = ['家里有宠物', '请提前电话联系', '小区需登记', '带好清洁工具', '', '', ''];

export const OCCUPATIONS: readonly string[] = ['教师', '护士', '会计', '工程师', '公务员', '销售', '设计师', '医生', '个体经营', '程序员', '银行职员', '行政'];

export const INTRODUCTIONS: readonly string[] = [
  '性格开朗，喜欢旅游和美食，工作稳定。',
  '为人踏实，孝顺父母，希望找一个能过日子的人。',
  '喜欢运动，周末常去爬山，有房有车。',
  '性格温和，爱好读书和烹饪，希望组建温馨的家庭。',
  '工作稳定，业余时间喜欢摄影。',
];

export const EXPECTATIONS: readonly string[] = ['人品好，有上进心，年龄相仿。', '孝顺，有稳定工作，本地优先。', '性格好，三观一致。', '身体健康，有责任心。'];

export const HOMETOWNS: Readonly<Record<number, readonly string[]>> = {
  1: ['上海浦东新区', '上海闵行区', '上海徐汇区', '上海静安区', '上海宝山区', '苏州姑苏区'],
  2: ['杭州西湖区', '杭州滨江区', '杭州萧山区', '宁波鄞州区'],
};
