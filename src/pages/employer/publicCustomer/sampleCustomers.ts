/**
 * The spec's sample public-customer list (section 3): four local rows, total 4. The source,
 * status and order status are codes (their labels are publicCustomer.* texts); the rest is the
 * record as an agency writes it down. The phone is stored masked: the full number is never here.
 */

/** introduced by a customer / assigned by the company / manually entered. */
export const CUSTOMER_FROM = ['introduced', 'assigned', 'manual'] as const;
export type CustomerFrom = (typeof CUSTOMER_FROM)[number];

/** potential / intended / failed / lost customer. */
export const CUSTOMER_STATUSES = ['potential', 'intended', 'failed', 'lost'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** no order / trial work / interview / on assignment. */
export const ORDER_STATUSES = ['none', 'trial', 'interview', 'assigned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One public customer (field names as in the spec, including its spelling `experisence`). */
export interface PublicCustomer {
  id: number;
  customerFrom: CustomerFrom;
  customerName: string;
  customerStatus: CustomerStatus;
  /** The aunt wanted: age and zodiac, e.g. '45岁 属羊'. */
  auntAge: string;
  experisence: string;
  householdRegister: string;
  salary: string;
  /** Masked phone, e.g. 138****5678. */
  mobileStr: string;
  customerType: string;
  /** Date, YYYY-MM-DD. */
  time: string;
  orderStatus: OrderStatus;
  tags: string[];
}

export const SAMPLE_CUSTOMERS: readonly PublicCustomer[] = [
  {
    id: 1,
    customerFrom: 'introduced',
    customerName: '张女士',
    customerStatus: 'potential',
    auntAge: '45岁 属羊',
    experisence: '5年以上',
    householdRegister: '四川成都',
    salary: '8000-9000元/月',
    mobileStr: '138****5678',
    customerType: '月嫂',
    time: '2024-03-12',
    orderStatus: 'none',
    tags: ['预产期4月', '要求有证'],
  },
  {
    id: 2,
    customerFrom: 'assigned',
    customerName: '李先生',
    customerStatus: 'intended',
    auntAge: '38岁 属兔',
    experisence: '3-5年',
    householdRegister: '安徽阜阳',
    salary: '6500元/月',
    mobileStr: '139****2046',
    customerType: '育儿嫂',
    time: '2024-03-15',
    orderStatus: 'interview',
    tags: ['宝宝8个月', '会辅食'],
  },
  {
    id: 3,
    customerFrom: 'manual',
    customerName: '王女士',
    customerStatus: 'failed',
    auntAge: '50岁 属狗',
    experisence: '2年以上',
    householdRegister: '河南信阳',
    salary: '5500元/月',
    mobileStr: '136****9012',
    customerType: '住家保姆',
    time: '2024-03-18',
    orderStatus: 'trial',
    tags: ['会做饭', '照顾老人'],
  },
  {
    id: 4,
    customerFrom: 'introduced',
    customerName: '陈女士',
    customerStatus: 'lost',
    auntAge: '42岁 属鸡',
    experisence: '1-3年',
    householdRegister: '江西九江',
    salary: '7000元/月',
    mobileStr: '137****3321',
    customerType: '育儿嫂',
    time: '2024-03-20',
    orderStatus: 'assigned',
    tags: ['双胞胎', '急聘'],
  },
];
