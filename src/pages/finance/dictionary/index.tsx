/**
 * The fee dictionary (role page 'FinanceDictionary', /finance/dictionary, component
 * 'finance/dictionary'): two short lists, fee names (with income / expense) and pay styles, each
 * with add, rename (in place, as the fee list edits), move up / down and delete (confirmed; the
 * server's refusal while a fee record uses the item is shown as its own words). The one place the
 * dictionary is edited (under 财务管理 only, as the spec places it); every change is announced
 * (invalidateCatalogues), so the fee forms of other tabs follow.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Flex, Form, Input, Radio, Row, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { deleteDictItem, FEE_LIMITS, handleDictionnary, type FeeType, type FinanceDictItem, type FinanceDictType } from '@/api/finance';
import { invalidateCatalogues } from '@/components/catalogues/catalogueChanges';
import { RecordLoading } from '@/components/RecordStates';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';
import { saveOnKey, useFormSubmit } from '@/hooks/useFormSubmit';
import { InlineCell } from '../records/InlineCell';
import { useFinanceOptions } from '../useFinanceOptions';
import '@/i18n/texts/finance';

export default function FinanceDictionaryPage() {
  const { t } = useTranslation();
  const options = useFinanceOptions();
  const d = (key: string) => t(`finance.dictionary.${key}`);
  if (!options.data) {
    if (options.error) {
      return (
        <Card>
          <Alert
            type="error"
            showIcon
            title={t('finance.dictionary.loadFailed', { message: options.error })}
            action={<Button onClick={options.reload}>{d('retry')}</Button>}
          />
        </Card>
      );
    }
    return <RecordLoading testId="finance-dictionary-loading" rows={6} />;
  }
  return (
    <Flex vertical gap={16}>
      <Card>
        <h1 style={{ fontSize: 20, margin: 0 }}>{d('title')}</h1>
        <p style={{ margin: '8px 0 0', color: 'var(--ant-color-text-secondary)' }}>{d('intro')}</p>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <DictList dictType="feeName" items={options.data.feeNames} onChanged={() => void invalidateCatalogues()} />
        </Col>
        <Col xs={24} xl={12}>
          <DictList dictType="payStyle" items={options.data.payStyles} onChanged={() => void invalidateCatalogues()} />
        </Col>
      </Row>
    </Flex>
  );
}

interface DictListProps {
  dictType: FinanceDictType;
  items: FinanceDictItem[];
  onChanged: () => void;
}

function DictList({ dictType, items, onChanged }: DictListProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const mutation = useConfirmedMutation();
  const d = (key: string) => t(`finance.dictionary.${key}`);
  const feeNames = dictType === 'feeName';
  const title = feeNames ? d('feeNames') : d('payStyles');

  const move = (item: FinanceDictItem, sort: number) =>
    void mutation.run({ key: item.dictId, mutate: (options) => handleDictionnary({ dictId: item.dictId, dictType, sort }, options), onSettled: onChanged });
  const remove = (item: FinanceDictItem) =>
    void mutation.run({
      key: item.dictId,
      confirm: {
        title: t('finance.dictionary.deleteTitle', { name: item.dictName }),
        content: d('deleteContent'),
        okText: d('deleteOk'),
        cancelText: d('cancel'),
        danger: true,
      },
      mutate: (options) => deleteDictItem({ dictId: item.dictId }, options),
      success: d('deleted'),
      onDone: onChanged,
      showError: (text) => void modal.error({ title: t('finance.dictionary.deleteTitle', { name: item.dictName }), content: text }),
    });

  return (
    <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>}>
      <AddItem dictType={dictType} full={items.length >= FEE_LIMITS.dictItems} onAdded={onChanged} />
      <Table<FinanceDictItem>
        size="small"
        rowKey="dictId"
        pagination={false}
        dataSource={items}
        aria-label={title}
        locale={{ emptyText: d('empty') }}
        columns={[
          { key: 'sort', title: d('columns.sort'), width: 64, render: (_, item) => item.sort },
          {
            key: 'name',
            title: d('columns.name'),
            render: (_, item) => (
              <InlineCell
                kind="text"
                label={t('finance.dictionary.renameLabel', { name: item.dictName })}
                display={item.dictName}
                displayText={item.dictName}
                startText={item.dictName}
                maxLength={FEE_LIMITS.dictName}
                read={(text) => {
                  const name = text.trim();
                  if (!name) return { ok: false, message: d('nameRequired') };
                  return name.length > FEE_LIMITS.dictName ? { ok: false, message: d('nameTooLong') } : { ok: true, value: name };
                }}
                save={async (value) => {
                  await handleDictionnary({ dictId: item.dictId, dictType, dictName: String(value) }, { silent: true });
                  void message.success(d('saved'));
                  onChanged();
                }}
              />
            ),
          },
          ...(feeNames
            ? [
                {
                  key: 'feeType',
                  title: d('columns.feeType'),
                  width: 90,
                  render: (_: unknown, item: FinanceDictItem) => (
                    <Tag color={item.feeType === 1 ? 'red' : 'green'}>{t(`finance.feeType.${item.feeType ?? 0}`)}</Tag>
                  ),
                },
              ]
            : []),
          {
            key: 'actions',
            title: d('columns.actions'),
            width: 170,
            render: (_, item, index) => (
              <Space size={2}>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={t('finance.dictionary.moveUp', { name: item.dictName })}
                  disabled={index === 0 || mutation.anyBusy}
                  loading={mutation.isBusy(item.dictId)}
                  onClick={() => move(item, item.sort - 1)}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={t('finance.dictionary.moveDown', { name: item.dictName })}
                  disabled={index === items.length - 1 || mutation.anyBusy}
                  onClick={() => move(item, item.sort + 1)}
                />
                <Button
                  size="small"
                  type="link"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('finance.dictionary.deleteLabel', { name: item.dictName })}
                  onClick={() => remove(item)}
                >
                  {d('delete')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** Adds an item (useFormSubmit: a refusal keeps the name, under the field when the answer names it). */
/** The add row's items 8 px apart, as the page's other toolbars (an inline form's own gap is 16). */
const INLINE_ITEM = { marginInlineEnd: 8 };

function AddItem({ dictType, full, onAdded }: { dictType: FinanceDictType; full: boolean; onAdded: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ dictName: string; feeType: FeeType }>();
  const { saving, error, setError, submit } = useFormSubmit(form);
  const d = (key: string) => t(`finance.dictionary.${key}`);
  const label = dictType === 'feeName' ? d('addFeeName') : d('addPayStyle');

  const add = () =>
    void submit(
      ({ dictName, feeType }) => handleDictionnary({ dictType, dictName: dictName.trim(), ...(dictType === 'feeName' ? { feeType } : {}) }, { silent: true }),
      () => {
        form.resetFields(['dictName']);
        void message.success(d('saved'));
        onAdded();
      },
    );

  return (
    <div style={{ marginBottom: 12 }}>
      <Form
        onKeyDown={(event) => saveOnKey(event, add)}
        form={form}
        layout="inline"
        initialValues={{ dictName: '', feeType: 0 }}
        onValuesChange={() => setError(null)}
      >
        {dictType === 'feeName' && (
          <Form.Item name="feeType" style={INLINE_ITEM}>
            <Radio.Group
              size="small"
              optionType="button"
              options={[
                { value: 0, label: t('finance.feeType.0') },
                { value: 1, label: t('finance.feeType.1') },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item name="dictName" rules={[{ required: true, whitespace: true, message: d('nameRequired') }]} style={INLINE_ITEM}>
          <Input
            style={{ width: 220 }}
            aria-label={label}
            placeholder={d('namePlaceholder')}
            maxLength={FEE_LIMITS.dictName}
            disabled={full}
            onPressEnter={add}
          />
        </Form.Item>
        <Button icon={<PlusOutlined />} loading={saving} disabled={full} onClick={add}>
          {d('add')}
        </Button>
      </Form>
      {(error || full) && (
        <div role="alert" style={{ color: '#cf1322', fontSize: 12, marginTop: 4 }}>
          {error ?? t('finance.dictionary.limit', { max: FEE_LIMITS.dictItems })}
        </div>
      )}
    </div>
  );
}
