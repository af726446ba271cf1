/** Texts the order seed draws from (Chinese, as staff write them). */

export const CANCEL_REASONS = [
  '客户已自行找到阿姨',
  '客户需求暂缓，过段时间再联系',
  '预算不足，客户放弃',
  '客户改用其他家政公司',
  '家庭情况变化，不再需要',
  '客户对推荐的阿姨都不满意',
] as const;

export const OUTGOING_REASONS = ['合同到期', '客户家庭原因', '阿姨个人原因', '双方协商一致提前结束', ''] as const;

export const FOLLOW_UPS = [
  '已电话沟通客户需求，希望尽快安排面试',
  '客户反馈对推荐的阿姨比较满意',
  '已把阿姨简历发给客户，等待回复',
  '客户要求调整面试时间，已重新约定',
  '回访：阿姨工作情况良好，客户满意',
  '提醒客户准备试工期间的住宿安排',
  '客户希望阿姨有育婴师证，继续物色',
  '客户询问服务费用明细，已发送报价',
] as const;

export const TRANSFER_REASONS = ['原顾问休假，转交跟进', '客户要求更换顾问', '按区域重新分配', '原顾问工作调整'] as const;

export const INTERVIEW_PLACES = ['门店面试室', '客户家中', '视频面试', ''] as const;

export const RESULT_REMARKS = ['', '', '客户觉得经验不足', '沟通顺畅，客户满意', '做饭口味不合适', '客户希望年纪小一些'] as const;
