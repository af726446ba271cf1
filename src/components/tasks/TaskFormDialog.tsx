/**
 * Give a staff member (or oneself) a task: title, details, the reminder time (not in the past;
 * tomorrow 09:00 to start with), optionally the aunt or employer it is about. Used by the
 * dashboard's "my tasks" card (for oneself) and the staff page (for a colleague). One request at a
 * time; a refusal keeps what was typed, with the server's words.
 *
 * @example
 *   <TaskFormDialog assignee={{ userId: row.userId, contact: row.contact }} onClose={close} onSaved={refresh} />
 */
import { Alert, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_LIMITS, createUserTask, type UserTask } from '@/api/user';
import { useLinkSearch, type LinkKind } from '@/components/useLinkSearch';
import { saveOnKey, useFormSubmit } from '@/hooks/useFormSubmit';
import '@/i18n/texts/tasks';

interface Values {
  title: string;
  content?: string;
  remindTime: Dayjs;
  auntId?: number;
  employerId?: number;
}

export interface TaskFormDialogProps {
  /** Who the task is for; null: the signed-in user. */
  assignee: { userId: number; contact: string } | null;
  onClose: () => void;
  onSaved: (task: UserTask) => void;
}

export function TaskFormDialog({ assignee, onClose, onSaved }: TaskFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { saving, error, submit } = useFormSubmit(form);
  const [initialTime] = useState(() => dayjs().add(1, 'day').hour(9).minute(0).second(0).millisecond(0));
  const f = (key: string) => t(`tasks.form.${key}`);

  const save = () =>
    submit(async (values) => {
      const task = await createUserTask(
        {
          title: values.title.trim(),
          content: values.content?.trim() ?? '',
          remindTime: values.remindTime.toISOString(),
          ...(assignee ? { userId: assignee.userId } : {}),
          ...(values.auntId ? { auntId: values.auntId } : {}),
          ...(values.employerId ? { employerId: values.employerId } : {}),
        },
        { silent: true },
      );
      onSaved(task);
    });

  return (
    <Modal
      open
      title={assignee ? t('tasks.form.titleFor', { name: assignee.contact }) : f('titleMine')}
      okText={f('save')}
      cancelText={f('cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      mask={{ closable: false }}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
      <Form<Values>
        onKeyDown={(event) => saveOnKey(event, () => void save())}
        form={form}
        layout="vertical"
        initialValues={{ remindTime: initialTime }}
        onFinish={() => void save()}
      >
        <Form.Item
          name="title"
          label={f('title')}
          rules={[
            { required: true, whitespace: true, message: f('titleRequired') },
            { max: TASK_LIMITS.title, message: t('tasks.form.tooLong', { max: TASK_LIMITS.title }) },
          ]}
        >
          <Input autoComplete="off" placeholder={f('titlePlaceholder')} />
        </Form.Item>
        <Form.Item name="content" label={f('content')} rules={[{ max: TASK_LIMITS.content, message: t('tasks.form.tooLong', { max: TASK_LIMITS.content }) }]}>
          <Input.TextArea rows={3} showCount maxLength={TASK_LIMITS.content} />
        </Form.Item>
        <Form.Item
          name="remindTime"
          label={f('remindTime')}
          rules={[
            { required: true, message: f('remindRequired') },
            {
              validator: (_, value?: Dayjs | null) =>
                !value || value.isAfter(dayjs().subtract(1, 'minute')) ? Promise.resolve() : Promise.reject(new Error(f('remindPast'))),
            },
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowClear={false}
            style={{ width: '100%' }}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          />
        </Form.Item>
        <RecordSelect kind="aunt" label={f('aunt')} placeholder={f('searchPlaceholder')} />
        <RecordSelect kind="employer" label={f('employer')} placeholder={f('searchPlaceholder')} />
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}

/** A searchable select of the company's aunts or employers (form field `${kind}Id`). */
function RecordSelect({ kind, label, placeholder }: { kind: Exclude<LinkKind, 'order'>; label: string; placeholder: string }) {
  const [keyword, setKeyword] = useState('');
  const [focused, setFocused] = useState(false);
  const search = useLinkSearch(kind, keyword, focused);
  return (
    <Form.Item name={`${kind}Id`} label={label}>
      <Select<number>
        virtual={false}
        allowClear
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        placeholder={placeholder}
        loading={search.loading}
        options={search.options}
        onFocus={() => setFocused(true)}
        onClear={() => setKeyword('')}
      />
    </Form.Item>
  );
}
