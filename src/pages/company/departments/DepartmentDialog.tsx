import { useMemo } from 'react';
import { Alert, Form, Input, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveDepartment, type SaveDepartmentRequest } from '@/api/company';
import type { Department } from '@/api/user';
import { COMPANY_LIMITS } from '@/domain/companyRules';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { parentOptions, siblingHasName } from './departmentTree';

/** What the dialog does: add (at the top level or under a department) or edit one (rename and/or move). */
export type DepartmentDialogMode = { kind: 'add'; parentId: number } | { kind: 'edit'; department: Department };

interface Values {
  departmentName: string;
  parentId: number;
}

interface DepartmentDialogProps {
  mode: DepartmentDialogMode;
  departments: readonly Department[];
  onClose: () => void;
  onSaved: (department: Department) => void;
}

/**
 * The add / edit dialog: name (1-30 characters, not a sibling's) and parent (the tree; the
 * department itself and those below it cannot be chosen). Saving sends only what changed; a
 * refusal is shown in the dialog, which keeps what was typed. One request at a time.
 */
export function DepartmentDialog({ mode, departments, onClose, onSaved }: DepartmentDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { saving, error, setError, submit } = useFormSubmit(form);
  const d = (key: string, values?: Record<string, unknown>) => t(`departments.dialog.${key}`, values);
  const editing = mode.kind === 'edit' ? mode.department : undefined;
  const initial: Values = editing
    ? { departmentName: editing.departmentName, parentId: editing.parentId }
    : { departmentName: '', parentId: mode.kind === 'add' ? mode.parentId : 0 };
  const parentName = mode.kind === 'add' ? departments.find((row) => row.departmentId === mode.parentId)?.departmentName : undefined;
  const title = editing ? d('editTitle', { name: editing.departmentName }) : parentName ? d('addChildTitle', { name: parentName }) : d('addTitle');
  const options = useMemo(() => parentOptions(departments, d('top'), editing?.departmentId), [departments, editing?.departmentId, t]); // eslint-disable-line react-hooks/exhaustive-deps -- `d` reads `t`

  // Sent silent: the refusal shows in the dialog (or under the field it names).
  const save = () =>
    submit(
      (values) => {
        const name = values.departmentName.trim();
        const body: SaveDepartmentRequest = editing
          ? {
              departmentId: editing.departmentId,
              ...(name !== editing.departmentName ? { departmentName: name } : {}),
              ...(values.parentId !== editing.parentId ? { parentId: values.parentId } : {}),
            }
          : { departmentName: name, parentId: values.parentId };
        return editing && Object.keys(body).length === 1 ? Promise.resolve(null) : saveDepartment(body, { silent: true });
      },
      (saved) => (saved ? onSaved(saved) : onClose()),
    );

  return (
    <RecordFormModal title={title} form={form} saving={saving} onSave={save} onClose={onClose}>
      <Form<Values> form={form} layout="vertical" initialValues={initial} onValuesChange={() => setError(null)}>
        <Form.Item
          name="departmentName"
          label={d('name')}
          rules={[
            { required: true, whitespace: true, message: d('nameRequired') },
            { max: COMPANY_LIMITS.departmentName, message: d('nameMax', { max: COMPANY_LIMITS.departmentName }) },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                const name = (value ?? '').trim();
                if (name && siblingHasName(departments, getFieldValue('parentId') as number, name, editing?.departmentId))
                  throw new Error(d('nameTaken', { name }));
              },
            }),
          ]}
          dependencies={['parentId']}
        >
          <Input placeholder={d('namePlaceholder')} maxLength={COMPANY_LIMITS.departmentName + 10} />
        </Form.Item>
        <Form.Item name="parentId" label={d('parent')} extra={editing ? d('parentHint') : undefined}>
          <TreeSelect treeData={options} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} aria-label={d('parent')} />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Form>
    </RecordFormModal>
  );
}
