/**
 * What the seeded aunt threads say: short exchanges on one topic each (a job, the interview,
 * salary, days off, papers, trial work), a thread being one to three of them. `A` lines are the
 * aunt's, `S` lines the staff member's; `{...}` are filled per thread (seedJobMsg.ts).
 * A line is text, a picture of the seed's media (`picture`: which one) or a voice clip.
 */
export type TalkLine = readonly ['A' | 'S', string] | readonly ['A' | 'S', { picture: number }] | readonly ['A' | 'S', 'voice'];

export const OPENINGS: readonly (readonly TalkLine[])[] = [
  [
    ['A', '{teacher}您好，我是{aunt}，在网上看到你们招住家保姆，还招人吗？'],
    ['S', '{aunt}您好！还在招的，是{district}的一户人家，三口人，主要做饭和打扫卫生。'],
    ['A', '孩子多大了？需要带孩子吗？'],
    ['S', '孩子上小学了，接送一下就行，平时不用一直带。'],
    ['A', '那可以的，我做饭还行，家常菜都会做。'],
  ],
  [
    ['A', '老师，我想找个育儿嫂的活，有合适的吗？'],
    ['S', '有的，{district}有一家宝宝刚满六个月，找白天带娃的，早八点到晚六点。'],
    ['A', 'voice'],
    ['S', '好的，您带过几个孩子？有育婴师证吗？'],
    ['A', '带过三个了，证是去年考的，我拍给您看。'],
    ['A', { picture: 1 }],
    ['S', '收到，证没问题。'],
  ],
  [
    ['S', '{aunt}，您之前登记想找钟点工，现在{district}有个每周三次的活，您考虑吗？'],
    ['A', '一次几个小时？离我住的地方远不远？'],
    ['S', '一次四个小时，坐地铁大概四十分钟。'],
    ['A', 'voice'],
    ['S', '行，那我先帮您跟雇主约一下。'],
  ],
];

export const TOPICS: readonly (readonly TalkLine[])[] = [
  [
    ['S', '雇主想跟您见个面，{day}{time}有空吗？'],
    ['A', '有空的，在哪里见？'],
    ['S', '就在我们门店，地址我发您，记得带上身份证和健康证。'],
    ['A', '好的，我提前十分钟到。'],
  ],
  [
    ['A', '工资大概多少呀？'],
    ['S', '雇主给{salary}一个月，包吃住，做满一年有红包。'],
    ['A', '能不能再高一点？我之前那家给得比这个多。'],
    ['S', '我帮您问问，一般做得好过三个月会涨。'],
    ['A', 'voice'],
  ],
  [
    ['A', '一个月休几天？'],
    ['S', '每月休四天，可以连着休也可以分开，提前跟雇主说好就行。'],
    ['A', '过年能回家吗？'],
    ['S', '过年可以回家，雇主说到时候再商量具体时间。'],
  ],
  [
    ['S', '{aunt}，面试怎么样？雇主对您挺满意的。'],
    ['A', '我觉得那家人挺好的，就是房子有点大。'],
    ['A', { picture: 0 }],
    ['A', '这是我今天试着打扫的客厅。'],
    ['S', '打扫得真干净！雇主想让您先试工三天，{day}开始可以吗？'],
    ['A', '可以的。'],
  ],
  [
    ['A', '老师，雇主问我会不会做辅食，我拍了昨天做的菜。'],
    ['A', { picture: 2 }],
    ['S', '看着不错，辅食您跟雇主说可以学，我们这边也有培训课。'],
    ['A', '好的，培训要交钱吗？'],
    ['S', '我们公司签约的阿姨培训免费。'],
  ],
  [
    ['S', '合同已经准备好了，{day}过来签一下，记得带银行卡。'],
    ['A', 'voice'],
    ['S', '服务费按合同上写的，签完合同当天就能上户。'],
    ['A', '明白了，谢谢{teacher}！'],
  ],
  [
    ['A', '我体检报告出来了，要发给您吗？'],
    ['S', '要的，拍照发我就行。'],
    ['A', { picture: 1 }],
    ['S', '收到了，我帮您存到档案里。'],
  ],
];

/** What an aunt adds while nobody has answered yet (left unread). */
export const UNANSWERED: readonly TalkLine[] = [
  ['A', '{teacher}在吗？'],
  ['A', '我{day}都有空，可以去面试。'],
  ['A', 'voice'],
  ['A', '那家还要人吗？我这边的活下个月就结束了。'],
  ['A', '工资的事情问了吗？'],
  ['A', { picture: 0 }],
  ['A', '好的，等您消息。'],
];

export const DAYS = ['明天', '后天', '周六', '周日', '下周一', '下周三'] as const;
export const TIMES = ['上午十点', '下午两点', '下午三点半', '上午九点'] as const;
export const SALARIES = ['6500', '7000', '7500', '8000', '8800', '9500'] as const;
