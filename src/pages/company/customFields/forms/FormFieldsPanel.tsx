import { useRef, useState } from 'react';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Segmented, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { setCustomFormField, type CustomFormField, type CustomFormFieldInput } from '@/api/company';
import { publishCustomFormFields, useCustomFormFields } from '@/components/customFields';
import { CUSTOM_FORM_NAMES, type CustomFormName } from '@/domain/customForm';
import { usePageState } from '@/hooks/pageMemory';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { MoveButtons } from '../MoveButtons';
import { FieldDialog } from './FieldDialog';

const asInput = ({ isDeleted: _deleted, ...field }: CustomFormField): CustomFormFieldInput => field;

/**
 * The custom fields of one form (aunt, employer, order): name, type, required, shown; a manager
 * adds, changes, reorders, hides and removes them. Every change saves the form's whole list
 * (setCustomFormField), one request at a time, and the forms, lists and record pages follow at
 * once. Removing asks first and says that the values already entered stay on the records.
 */
export function FormFieldsPanel({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const mutation = useConfirmedMutation();
  const [formName, setFormName] = usePageState<CustomFormName>('customSettings.form', 'aunt');
  const { fields, loading, failed, reload } = useCustomFormFields(formName);
  const [dialog, setDialog] = useState<{ field: CustomFormField | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const k = (key: string, values?: Record<string, unknown>) => t(`customSettings.forms.${key}`, values);
  const live = (fields ?? []).filter((field) => field.isDeleted === 0);
  const removed = (fields ?? []).filter((field) => field.isDeleted === 1);

  /** Saves the form's whole list; a refusal rejects (a dialog shows it and keeps its values; `silent` leaves the toast to it). */
  async function save(next: CustomFormFieldInput[], done: string, silent = false): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const answer = await setCustomFormField({ formName, customFormOption: next.map((field, index) => ({ ...field, sort: index + 1 })) }, { silent });
      publishCustomFormFields(formName, answer);
      void message.success(done);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }
  const quietly = (run: Promise<void>) => void run.catch(() => undefined);
  const inputs = () => live.map(asInput);

  const move = (index: number, step: -1 | 1) => {
    const next = inputs();
    const [moved] = next.splice(index, 1);
    next.splice(index + step, 0, moved!);
    quietly(save(next, k('saved')));
  };
  const toggleShown = (field: CustomFormField, shown: boolean) =>
    quietly(
      save(
        inputs().map((item) => (item.fieldName === field.fieldName ? { ...item, isShow: shown ? 1 : 0 } : item)),
        k('saved'),
      ),
    );
  // The prompt and the failure's toast are the mutation helper's; `save` says the success.
  const remove = (field: CustomFormField) =>
    void mutation.run({
      key: 'remove',
      confirm: {
        title: k('remove.title', { label: field.label }),
        content: k('remove.content'),
        okText: k('remove.ok'),
        cancelText: k('remove.cancel'),
        danger: true,
      },
      mutate: () =>
        save(
          inputs().filter((item) => item.fieldName !== field.fieldName),
          k('remove.done', { label: field.label }),
          true,
        ),
    });
  const submitDialog = (input: CustomFormFieldInput) =>
    save(input.fieldName ? inputs().map((item) => (item.fieldName === input.fieldName ? input : item)) : [...inputs(), input], k('saved'), true).then(() =>
      setDialog(null),
    );

  const columns: TableColumnsType<CustomFormField> = [
    { key: 'label', title: k('columns.label'), render: (_, field) => <span data-testid="custom-field-label">{field.label}</span> },
    { key: 'type', title: k('columns.type'), width: 120, render: (_, field) => t(`customFields.types.${field.fieldType}`) },
    {
      key: 'options',
      title: k('columns.options'),
      ellipsis: true,
      render: (_, field) =>
        field.fieldType === 'number' && (field.min !== null || field.max !== null)
          ? k('range', { min: field.min ?? '—', max: field.max ?? '—' })
          : field.options.join('、'),
    },
    {
      key: 'required',
      title: k('columns.required'),
      width: 90,
      render: (_, field) =>
        field.required === 1 ? <Tag color="red">{k('requiredTag')}</Tag> : <Typography.Text type="secondary">{k('optional')}</Typography.Text>,
    },
    {
      key: 'shown',
      title: k('columns.shown'),
      width: 90,
      render: (_, field) =>
        canManage ? (
          <Switch
            size="small"
            checked={field.isShow === 1}
            disabled={busy}
            aria-label={k('shownLabel', { label: field.label })}
            onChange={(checked) => toggleShown(field, checked)}
          />
        ) : field.isShow === 1 ? (
          k('yes')
        ) : (
          k('no')
        ),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      title: k('columns.actions'),
      width: 240,
      render: (_, field, index) => (
        <Space size={2}>
          <Button
            size="small"
            type="link"
            icon={<EditOutlined />}
            disabled={busy}
            aria-label={k('editLabel', { label: field.label })}
            onClick={() => setDialog({ field })}
          >
            {k('edit')}
          </Button>
          <MoveButtons
            upLabel={k('moveUp', { label: field.label })}
            downLabel={k('moveDown', { label: field.label })}
            disabled={busy}
            first={index === 0}
            last={index === live.length - 1}
            onMove={(delta) => move(index, delta)}
          />
          <Button
            size="small"
            type="link"
            danger
            icon={<DeleteOutlined />}
            disabled={busy}
            aria-label={k('removeLabel', { label: field.label })}
            onClick={() => remove(field)}
          >
            {k('remove.button')}
          </Button>
        </Space>
      ),
    });
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Segmented<CustomFormName>
          value={formName}
          onChange={setFormName}
          options={CUSTOM_FORM_NAMES.map((value) => ({ value, label: k(`formNames.${value}`) }))}
        />
        {canManage && (
          <Button type="primary" icon={<PlusOutlined />} disabled={busy || !fields} onClick={() => setDialog({ field: null })}>
            {k('add')}
          </Button>
        )}
      </Flex>
      <Typography.Text type="secondary">{k('hint')}</Typography.Text>
      {failed ? (
        <Alert type="error" showIcon title={k('loadFailed')} action={<Button onClick={reload}>{k('retry')}</Button>} />
      ) : (
        <Table<CustomFormField>
          size="middle"
          rowKey="fieldName"
          loading={loading && !fields}
          pagination={false}
          dataSource={live}
          columns={columns}
          aria-label={k('tableLabel', { form: k(`formNames.${formName}`) })}
          locale={{ emptyText: k('empty') }}
        />
      )}
      {removed.length > 0 && (
        <Typography.Text type="secondary" data-testid="removed-fields">
          {k('removedList', { labels: removed.map((field) => field.label).join('、') })}
        </Typography.Text>
      )}
      {dialog && (
        <FieldDialog
          field={dialog.field}
          otherLabels={live.filter((field) => field.fieldName !== dialog.field?.fieldName).map((field) => field.label)}
          onClose={() => setDialog(null)}
          onSubmit={submitDialog}
        />
      )}
    </Flex>
  );
}
