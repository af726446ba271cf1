import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CustomTabCondition, CustomTabOperator } from '@/api/companyCustom.types';
import { CUSTOM_TAB_LIMITS } from '@/domain/customTabs';
import { OPERATORS_BY_KIND, TAB_RULE_LIMITS, conditionProblem } from '@/domain/tabRules';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { ConditionValue, startValue } from './ConditionValue';
import type { RuleVocabulary } from './ruleVocabulary';

interface ConditionDraft {
  field?: string;
  operator?: CustomTabOperator;
  value?: unknown;
}

interface Values {
  tabName: string;
  conditions: ConditionDraft[];
}

interface TabDialogProps {
  /** The tab to change (its name and rule), or null for a new one. */
  tab: { tabName: string; conditions: CustomTabCondition[] } | null;
  vocabulary: RuleVocabulary;
  /** The other tabs' names (a name is unique in a list). */
  otherNames: readonly string[];
  onClose: () => void;
  /** Saves the rule, then the tab; rejects with the server's words (shown in the dialog). */
  onSubmit: (tabName: string, conditions: CustomTabCondition[]) => Promise<void>;
}

/**
 * Add or change a custom tab: its name and its rule, built from conditions (field, operator,
 * value); every condition must hold. The operators offered follow the field's kind, the value
 * input follows the operator (a date field takes the 18 date filters or "the next N days"), and
 * each condition is checked by the same rule as the server. A refused save keeps what was built.
 */
export function TabDialog({ tab, vocabulary, otherNames, onClose, onSubmit }: TabDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { saving, error, submit } = useFormSubmit(form);
  const conditions = Form.useWatch('conditions', form) ?? [];
  const k = (key: string, values?: Record<string, unknown>) => t(`customSettings.tabs.dialog.${key}`, values);
  const r = (key: string, values?: Record<string, unknown>) => t(`customSettings.rules.${key}`, values);
  const kindOf = (field: string | undefined) => vocabulary.fields.find((item) => item.key === field)?.kind ?? null;
  const initial: Values = tab ? { tabName: tab.tabName, conditions: tab.conditions.map((condition) => ({ ...condition })) } : { tabName: '', conditions: [{}] };

  /** A changed field resets its operator and value; a changed operator resets the value. */
  function onValuesChange(changed: Partial<Values>) {
    const rows = changed.conditions;
    if (!rows) return;
    const all = form.getFieldValue('conditions') as ConditionDraft[];
    rows.forEach((row, index) => {
      if (!row) return;
      if ('field' in row) {
        const operator = OPERATORS_BY_KIND[kindOf(row.field) ?? 'text'][0];
        all[index] = { field: row.field, operator, value: startValue(operator) };
        form.setFieldValue('conditions', [...all]);
      } else if ('operator' in row) {
        form.setFieldValue(['conditions', index, 'value'], startValue(row.operator));
      }
    });
  }

  const toConditions = (values: Values): CustomTabCondition[] =>
    values.conditions.map((condition) => ({
      field: condition.field ?? '',
      operator: condition.operator ?? 'eq',
      value: (condition.value ?? null) as CustomTabCondition['value'],
    }));

  const save = () => void submit(async (values) => onSubmit(values.tabName.trim(), toConditions(values)));
  return (
    <RecordFormModal
      title={tab ? k('editTitle', { name: tab.tabName }) : k('addTitle')}
      form={form}
      saving={saving}
      onSave={save}
      onClose={onClose}
      width={760}
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} onValuesChange={onValuesChange} name="custom-tab">
        <Form.Item
          name="tabName"
          label={k('name')}
          required
          rules={[
            { required: true, whitespace: true, message: k('nameRequired') },
            { max: CUSTOM_TAB_LIMITS.nameLength, message: k('nameTooLong', { max: CUSTOM_TAB_LIMITS.nameLength }) },
            {
              validator: async (_rule, value: string | undefined) => {
                if (otherNames.some((name) => name.toLowerCase() === (value ?? '').trim().toLowerCase())) throw new Error(k('nameTaken'));
              },
            },
          ]}
        >
          <Input maxLength={CUSTOM_TAB_LIMITS.nameLength} showCount placeholder={k('namePlaceholder')} />
        </Form.Item>
        <Typography.Text strong>{k('rule')}</Typography.Text>
        <Typography.Paragraph type="secondary">{k('ruleHint')}</Typography.Paragraph>
        <Form.List name="conditions">
          {(rows, { add, remove }) => (
            <Flex vertical gap={8}>
              {rows.map((row) => {
                const draft = conditions[row.name] ?? {};
                const kind = kindOf(draft.field);
                const ids = kind === 'ids';
                const label = draft.field ? vocabulary.fieldLabel(draft.field) : '';
                return (
                  <Flex key={row.key} gap={8} align="flex-start" wrap data-testid="rule-condition">
                    <Form.Item name={[row.name, 'field']} rules={[{ required: true, message: r('fieldRequired') }]} style={{ marginBottom: 0 }}>
                      <Select<string>
                        aria-label={r('field')}
                        placeholder={r('field')}
                        options={vocabulary.fields.map((field) => ({ value: field.key, label: field.label }))}
                        showSearch={{ optionFilterProp: 'label' }}
                        style={{ width: 200 }}
                        virtual={false}
                      />
                    </Form.Item>
                    <Form.Item name={[row.name, 'operator']} style={{ marginBottom: 0 }}>
                      <Select<CustomTabOperator>
                        aria-label={r('operator')}
                        disabled={!kind}
                        options={(kind ? OPERATORS_BY_KIND[kind] : []).map((operator) => ({
                          value: operator,
                          label: r(`${ids && ['eq', 'ne', 'in', 'notIn'].includes(operator) ? 'idsOperators' : 'operators'}.${operator}`),
                        }))}
                        style={{ width: 150 }}
                        virtual={false}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[row.name, 'value']}
                      style={{ marginBottom: 0, flex: 1 }}
                      rules={[
                        {
                          validator: async (_rule, value: unknown) => {
                            if (!draft.field || !draft.operator) return;
                            const info = vocabulary.fields.find((item) => item.key === draft.field);
                            const problem = conditionProblem(
                              { operator: draft.operator, value: value as CustomTabCondition['value'] },
                              info?.kind ?? null,
                              info?.codes,
                            );
                            if (problem) throw new Error(r(`problems.${problem}`));
                          },
                        },
                      ]}
                    >
                      <ConditionValue kind={kind} operator={draft.operator} choices={draft.field ? vocabulary.choicesOf(draft.field) : null} label={label} />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={r('removeCondition')}
                      disabled={rows.length === 1}
                      onClick={() => remove(row.name)}
                    />
                  </Flex>
                );
              })}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={rows.length >= TAB_RULE_LIMITS.conditions}
                onClick={() => add({})}
                style={{ alignSelf: 'flex-start' }}
              >
                {r('addCondition')}
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} />}
    </RecordFormModal>
  );
}
