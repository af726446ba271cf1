import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { EMPLOYER_LIMITS } from '@/domain/employerCodes';
import { useSession } from '@/stores/session';
import { useStaffUsers } from '@/components/useStaffUsers';
import { Field, FormSection } from './FormParts';
import { maxRule } from './rules';

/**
 * The owner (a new employer only: the signed-in user by default, administrators may choose
 * anyone or nobody; later changes are transfers) and the internal remarks.
 */
export function OtherSection({ withOwner }: { withOwner: boolean }) {
  const { t } = useTranslation();
  const me = useSession((state) => state.user);
  const isAdmin = useSession((state) => state.isAdmin);
  const { users, loading } = useStaffUsers();
  const options = [
    { value: 0, label: t('employer.common.noOwner') },
    ...users
      .filter((user) => user.isEnabled === 1)
      .map((user) => ({ value: user.userId, label: user.userId === me?.userId ? t('employer.common.me', { name: user.contact }) : user.contact })),
  ];
  if (me && !options.some((option) => option.value === me.userId)) options.push({ value: me.userId, label: t('employer.common.me', { name: me.contact }) });

  return (
    <FormSection title={t('employer.form.sections.other')}>
      {withOwner && (
        <Field>
          <Form.Item name="userId" label={t('employer.fields.userId')} extra={t('employer.form.ownerHint')}>
            <Select virtual={false} options={options} loading={loading} disabled={!isAdmin} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </Field>
      )}
      <Field wide>
        <Form.Item name="remarks" label={t('employer.fields.remarks')} rules={[maxRule(t, 'remarks', EMPLOYER_LIMITS.remarksMax)]}>
          <Input.TextArea rows={3} showCount maxLength={EMPLOYER_LIMITS.remarksMax} placeholder={t('employer.form.placeholders.remarks')} />
        </Form.Item>
      </Field>
    </FormSection>
  );
}
