import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/stores/session';
import { LIMITS } from '../formValues';
import { maxRule } from '../rules';
import { useStaffUsers } from '@/components/useStaffUsers';
import { FieldCol, FieldRow, FormSection } from './FormSection';

/**
 * The owner (default: the signed-in user; only administrators may choose someone else or
 * nobody) and the internal remarks.
 */
export function OwnerSection({ ownerName }: { ownerName?: string }) {
  const { t } = useTranslation();
  const me = useSession((state) => state.user);
  const isAdmin = useSession((state) => state.isAdmin);
  const { users: staff, loading } = useStaffUsers();
  const form = Form.useFormInstance();
  const current = Form.useWatch<number | undefined>('teacherUserId', form);

  const options = [
    { value: 0, label: t('auntForm.owner.none') },
    ...staff
      .filter((user) => user.isEnabled === 1 || user.userId === current)
      .map((user) => ({ value: user.userId, label: user.userId === me?.userId ? t('auntForm.owner.me', { name: user.contact }) : user.contact })),
  ];
  if (current && !options.some((option) => option.value === current)) {
    const name = current === me?.userId ? t('auntForm.owner.me', { name: me.contact }) : (ownerName ?? String(current));
    options.push({ value: current, label: name });
  }

  return (
    <FormSection section="owner">
      <FieldRow>
        <FieldCol>
          <Form.Item name="teacherUserId" label={t('aunt.fields.teacherUserId')} extra={isAdmin ? undefined : t('auntForm.owner.onlyAdmin')}>
            <Select options={options} loading={loading} disabled={!isAdmin} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </FieldCol>
        <FieldCol wide>
          <Form.Item name="remarks" label={t('aunt.fields.remarks')} rules={[maxRule(t, 'remarks', LIMITS.remarks)]}>
            <Input.TextArea rows={3} showCount maxLength={LIMITS.remarks} placeholder={t('auntForm.placeholders.remarks')} />
          </Form.Item>
        </FieldCol>
      </FieldRow>
    </FormSection>
  );
}
