/**
 * Word lists of the aunt seed: her traits, remarks, blacklist reasons and past duties. Pure data.
 * Names and mobile prefixes: seedNames.ts; where workers come from and live: seedAuntPlaces.ts.
 */
export const TRAITS: readonly string[] = [
  '性格温和',
  '做事细心',
  '手脚麻利',
  '爱干净',
  '有耐心',
  '责任心强',
  '沟通能力好',
  '吃苦耐劳',
  '为人诚恳',
  '守时守信',
  '脾气好',
  '干活踏实',
];

export const REMARKS: readonly string[] = [
  '可以长期合作',
  '客户反馈做饭好吃',
  '周末不接单',
  '要求单休',
  '需提前一周预约面试',
  '有高血压，不适合夜班',
  '只接本区的单',
  '孩子在本地上学',
  '普通话带口音',
  '做事利索，客户满意度高',
  '春节要回老家半个月',
  '不接有宠物的家庭',
];

export const BLACKLIST_REASONS: readonly string[] = [
  '多次无故爽约面试',
  '试工期间私自离岗',
  '客户投诉态度恶劣',
  '证件信息造假',
  '私下接单绕过公司',
  '未经允许带人进入雇主家',
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
