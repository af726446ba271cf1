import { Alert, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { sameName } from '@/domain/catalogues';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { ColorField, colourRule } from './ColorField';

export interface EntryValues {
  name: string;
  color: string;
  enabled: boolean;
}

export interface EntryDialogProps {
  /** Add (no entry) or edit. */
  editing?: { name: string; color?: string; enabled?: boolean };
  /** What an entry is called ("标签"). */
  what: string;
  nameMax: number;
  /** Names already taken: offered entries (not this one) and retired ones (the dialog says to restore those). */
  taken: readonly string[];
  retiredNames: readonly string[];
  /** Show the colour field; its empty value stands for `emptyColour` (the default grey) or none. */
  colour?: { emptyColour?: string };
  /** Show the enabled switch. */
  withEnabled?: boolean;
  /** A hint under the name (the attribute values: a rename reaches every aunt). */
  nameHint?: string;
  /** Sends the values; rejects with the server's refusal (shown in the dialog, which keeps what was typed). */
  onSave: (values: EntryValues) => Promise<void>;
  onClose: () => void;
}

/**
 * Adding or editing one catalogue entry: its name (required, at most `nameMax`, not taken ignoring
 * case), optionally its colour (the spec's hex rule) and enabled flag. One request at a time; a
 * refusal is shown in place and keeps what was typed.
 */
export function EntryDialog({ editing, what, nameMax, taken, retiredNames, colour, withEnabled, nameHint, onSave, onClose }: EntryDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EntryValues>();
  const { saving, error, submit } = useFormSubmit(form);
  const d = (key: string, values?: Record<string, unknown>) => t(`companyCatalogues.dialog.${key}`, values);
  const save = () => void submit(async (values) => onSave({ ...values, name: values.name.trim(), color: (values.color ?? '').trim() }));
  const initial: EntryValues = { name: editing?.name ?? '', color: editing?.color ?? '', enabled: editing?.enabled ?? true };

  return (
    <RecordFormModal
      title={editing ? d('editTitle', { what, name: editing.name }) : d('addTitle', { what })}
      form={form}
      saving={saving}
      onSave={save}
      onClose={onClose}
    >
      <Form<EntryValues> form={form} layout="vertical" initialValues={initial}>
        <Form.Item
          name="name"
          label={d('name')}
          extra={nameHint}
          rules={[
            { required: true, whitespace: true, message: d('nameRequired') },
            { max: nameMax, message: d('nameMax', { max: nameMax }) },
            {
              validator: async (_rule, value: string | undefined) => {
                const name = (value ?? '').trim();
                if (!name) return;
                if (retiredNames.some((other) => sameName(other, name))) throw new Error(d('nameTakenRetired', { name }));
                if (taken.some((other) => sameName(other, name))) throw new Error(d('nameTaken', { name }));
              },
            },
          ]}
        >
          <Input placeholder={d('namePlaceholder', { max: nameMax })} maxLength={nameMax + 10} />
        </Form.Item>
        {colour && (
          <Form.Item name="color" label={d('color')} rules={[colourRule(t)]}>
            <ColorField emptyColour={colour.emptyColour} aria-label={d('color')} />
          </Form.Item>
        )}
        {withEnabled && (
          <Form.Item name="enabled" label={d('enabled')} valuePropName="checked">
            <Switch aria-label={d('enabled')} />
          </Form.Item>
        )}
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Form>
    </RecordFormModal>
  );
}
