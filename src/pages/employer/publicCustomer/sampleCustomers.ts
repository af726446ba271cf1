/**
 * The spec's sample public-customer list (section 3): four local rows, total 4, shown in the
 * language in force. The source, status, order status and tags are codes and the free-text
 * fields are texts per sample (their labels and texts are publicCustomer.* in zh and en). The
 * phone is stored masked: the full number is never here.
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

/** Tags of the samples; their labels are publicCustomer.tags.* texts. */
export const SAMPLE_TAGS = ['dueInApril', 'certificateRequired', 'babyEightMonths', 'babyFood', 'cooking', 'elderCare', 'twins', 'urgent'] as const;
export type SampleTag = (typeof SAMPLE_TAGS)[number];

/**
 * The spec's fields written as an agency writes them down, different per language: a sample's
 * are the texts publicCustomer.samples.<id>.<field> (zh and en), not data of the row.
 */
export const SAMPLE_TEXT_FIELDS = ['customerName', 'auntAge', 'experisence', 'householdRegister', 'salary', 'customerType'] as const;
export type SampleTextField = (typeof SAMPLE_TEXT_FIELDS)[number];

/**
 * One public customer (field names as in the spec, including its spelling `experisence`): the
 * codes, the masked phone and the date are the row; customerName, auntAge (age and zodiac),
 * experisence, householdRegister, salary and customerType are its texts (SAMPLE_TEXT_FIELDS).
 */
export interface PublicCustomer {
  id: number;
  customerFrom: CustomerFrom;
  customerStatus: CustomerStatus;
  /** Masked phone, e.g. 138****5678. */
  mobileStr: string;
  /** Date, YYYY-MM-DD. */
  time: string;
  orderStatus: OrderStatus;
  tags: SampleTag[];
}

export const SAMPLE_CUSTOMERS: readonly PublicCustomer[] = [
  {
    id: 1,
    customerFrom: 'introduced',
    customerStatus: 'potential',
    mobileStr: '138****5678',
    time: '2024-03-12',
    orderStatus: 'none',
    tags: ['dueInApril', 'certificateRequired'],
  },
  {
    id: 2,
    customerFrom: 'assigned',
    customerStatus: 'intended',
    mobileStr: '139****2046',
    time: '2024-03-15',
    orderStatus: 'interview',
    tags: ['babyEightMonths', 'babyFood'],
  },
  {
    id: 3,
    customerFrom: 'manual',
    customerStatus: 'failed',
    mobileStr: '136****9012',
    time: '2024-03-18',
    orderStatus: 'trial',
    tags: ['cooking', 'elderCare'],
  },
  {
    id: 4,
    customerFrom: 'introduced',
    customerStatus: 'lost',
    mobileStr: '137****3321',
    time: '2024-03-20',
    orderStatus: 'assigned',
    tags: ['twins', 'urgent'],
  },
];
