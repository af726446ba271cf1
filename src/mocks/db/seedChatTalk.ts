/**
 * What the seeded joint-hall chats say: staff of two agencies about an aunt one of them put in
 * the joint hall, a job the other published, a merge, an interview time, papers, a trial. `O`
 * lines are said by the aunt's agency (the owner), `P` lines by the partner who has the employer.
 * `{...}` are filled per conversation (seedChat.ts). A line is text, or a picture of the seed's
 * media (`picture`: which one, seedMedia.ts) with the text said instead when the sender's agency
 * holds no such file.
 */
export type ChatSide = 'O' | 'P';
export type ChatTalkLine = readonly [ChatSide, string] | readonly [ChatSide, { picture: number; or: string }];

/** Seed pictures by index in seedMedia(): 0 the tidy room, 1 the health certificate, 2 a dish. */
const ROOM = 0;
const CERTIFICATE = 1;
const DISH = 2;

export const CHAT_TOPICS: readonly (readonly ChatTalkLine[])[] = [
  [
    ['P', '{owner}您好，我是{partnerAgency}的{partner}，看到你们在联合大厅里挂的{aunt}，她现在还能接单吗？'],
    ['O', '您好！{aunt}还在找活，住家和白班都可以，去{partnerCity}也没问题。'],
    ['P', '我们这边有户雇主，家里有位八十多岁的老人要照顾，{salary}一个月，包吃住。'],
    ['O', '价格可以的，我先问问{aunt}本人的意思，晚点回您。'],
    ['O', '问过了，她愿意，就是想先和雇主视频聊一下。'],
    ['P', '没问题，我在大厅给她发合单申请，您那边同意一下就行。'],
  ],
  [
    ['O', '{partner}，你们在大厅发的那个{job}的需求还缺人吗？'],
    ['P', '还缺，雇主要求45岁以下，有育婴师证，{salary}一个月。'],
    ['O', '我这边{aunt}挺合适的，带过两个宝宝，证也齐全，已经推荐到您的需求上了。'],
    ['P', '看到了，资料挺全的。她做饭怎么样？'],
    ['O', { picture: DISH, or: '做饭没问题，川菜和本帮菜都会，之前雇主都夸。' }],
    ['P', '看着不错，我明天跟雇主确认一下。'],
  ],
  [
    ['O', '{partner}您好，{aunt}的合单我这边已经同意了，麻烦您确认一下。'],
    ['P', '收到，刚才在开会没看到，马上处理。'],
    ['P', '已经点了合单成功，阿姨的资料在我们这边的列表里了。'],
    ['O', '好的，合作愉快！服务费还是按之前说的五五分吧？'],
    ['P', '可以，月底一起结。'],
  ],
  [
    ['P', '雇主想约{aunt}面试，{day}{time}方便吗？'],
    ['O', '{day}上午她有事，下午可以吗？'],
    ['P', '那就下午三点，在雇主家里，地址我稍后发您。'],
    ['O', '好的，我让阿姨提前十分钟到，带上身份证和健康证。'],
    ['P', '辛苦了，面试完我跟您说结果。'],
  ],
  [
    ['P', '麻烦把{aunt}的健康证发我一下，雇主想先看看。'],
    ['O', { picture: CERTIFICATE, or: '健康证在大厅资料里有照片，您点开她的详情就能看到。' }],
    ['O', '身份证照片大厅里是打了码的，原件面试的时候带上。'],
    ['P', '好的收到。体检报告是今年的吗？'],
    ['O', '是今年三月做的，有效期一年。'],
  ],
  [
    ['O', '{aunt}在雇主家试工第三天了，雇主那边反馈怎么样？'],
    ['P', '挺满意的，就是希望做饭口味再清淡一点，家里老人血压高。'],
    ['O', '好，我跟她说一下。'],
    ['P', { picture: ROOM, or: '雇主说卫生打扫得很干净，客厅收拾得特别整齐。' }],
    ['P', '这是雇主拍给我的，说比之前的阿姨收拾得好。'],
    ['O', '太好了，那试工结束就签合同吧？'],
    ['P', '嗯，{day}签，签完我在系统里把订单更新一下。'],
  ],
];

/** What the partner wrote last that nobody has read yet (to the conversation's reader). */
export const CHAT_UNREAD: readonly string[] = [
  '在吗？{aunt}那边有消息了吗？',
  '雇主在催了，今天能给个答复吗？',
  '合单申请我发过去了，您看一下。',
  '{day}的面试时间能再确认一下吗？',
  '雇主想再加一个做饭的要求，阿姨能接受吗？',
  '另外我们这边还有个{job}的单子，您有合适的阿姨也可以推荐过来。',
];

export const CHAT_JOBS: readonly string[] = ['住家保姆', '育儿嫂', '白班保姆', '老人陪护', '钟点工'];
export const CHAT_SALARIES: readonly string[] = ['6500元', '7000元', '7500元', '8000元', '9000元'];
export const CHAT_DAYS: readonly string[] = ['明天', '后天', '周三', '周四', '这周六'];
export const CHAT_TIMES: readonly string[] = ['上午十点', '下午两点', '下午三点'];
