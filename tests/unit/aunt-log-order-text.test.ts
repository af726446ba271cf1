/** The aunt log's 'order' entries (her work status moved by an order step) and verification decisions read as one sentence in either language. */
import { afterEach, describe, expect, it } from 'vitest';
import '@/i18n/features';
import '@/i18n/texts/auntDetail';
import { i18n } from '@/i18n';
import { humanizeLogContent } from '@/pages/aunt/detail/logText';

const label = (field: string) => (field === 'workStatus' ? '工作状态' : null);

describe('order entries of the aunt log', () => {
  afterEach(() => i18n.changeLanguage('zh'));

  it('names the statuses, the order and the step', async () => {
    const content = 'workStatus 1 -> 2; orderNo DD202611210007; step appointmentInterview';
    expect(humanizeLogContent(content, label)).toBe('工作状态 找工作 → 面试（订单 DD202611210007：预约面试）');
    await i18n.changeLanguage('en');
    expect(humanizeLogContent('workStatus 4 -> 5; orderNo DD202611210007; step signComplete', label)).toBe(
      'Work status Awaiting signing → Working (order DD202611210007: signed)',
    );
  });

  it('reads a verification decision as 审核通过 or 驳回 with the reason, in either language', async () => {
    expect(humanizeLogContent('isVerified 0 -> 1', label)).toBe('审核通过');
    expect(humanizeLogContent('isVerified 0 -> 2; verifyRejectReason: 照片不清晰; 请重拍', label)).toBe('驳回，原因：照片不清晰; 请重拍');
    await i18n.changeLanguage('en');
    expect(humanizeLogContent('isVerified 0 -> 2; verifyRejectReason: blurred photo', label)).toBe('Rejected: blurred photo');
  });

  it('leaves other entries to the field labels', () => {
    expect(humanizeLogContent('workStatus 1 -> 6 (偷懒); remarks changed', label)).toBe('工作状态 1 -> 6 (偷懒); remarks changed');
  });
});
