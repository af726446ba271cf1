/** The import's mapping and preview steps (ImportDialog): the file's columns to the import's fields, then every row with its problems. */
import { Alert, Checkbox, Flex, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { IMPORT_FIELDS, type ImportField, type ImportKind, type ImportProblem, type ImportRow } from '@/domain/importRules';
import type { ImportTable } from './readTable';

/** A field's column header in the interface's language (the template's and the file's). */
export const fieldHeader = (field: ImportField, english: boolean) => field.headers[english ? 1 : 0];

export const fieldLabel = (kind: ImportKind, key: string, english: boolean) => {
  const field = IMPORT_FIELDS[kind].find((candidate) => candidate.key === key);
  return field ? fieldHeader(field, english) : key;
};

export function problemText(t: TFunction, kind: ImportKind, problem: ImportProblem, english: boolean): string {
  return t(`import.reason.${problem.reason}`, { field: fieldLabel(kind, problem.field, english), message: problem.message ?? '' });
}

interface MappingStepProps {
  kind: ImportKind;
  table: ImportTable;
  /** The field each column of the file goes to (null: ignored). */
  mapping: (string | null)[];
  /** Required fields no column goes to. */
  missing: string[];
  onChange: (mapping: (string | null)[]) => void;
}

/** Each column of the file with a sample and the field it goes to (a field takes one column). */
export function MappingStep({ kind, table, mapping, missing, onChange }: MappingStepProps) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  return (
    <Flex vertical gap={12}>
      {missing.length > 0 && (
        <Alert type="error" showIcon message={t('import.mapping.missing', { fields: missing.map((key) => fieldLabel(kind, key, english)).join('、') })} />
      )}
      <Table
        size="small"
        pagination={false}
        rowKey="index"
        dataSource={table.headers.map((header, index) => ({ index, header, sample: table.rows[0]?.[index] ?? '' }))}
        columns={[
          { title: t('import.mapping.column'), dataIndex: 'header' },
          { title: t('import.mapping.sample'), dataIndex: 'sample' },
          {
            title: t('import.mapping.field'),
            key: 'field',
            width: 240,
            render: (_value, item) => (
              <Select
                aria-label={`${t('import.mapping.field')} ${item.header}`}
                style={{ width: '100%' }}
                value={mapping[item.index] ?? ''}
                onChange={(value: string) =>
                  onChange(mapping.map((key, index) => (index === item.index ? value || null : key === value && value ? null : key)))
                }
                options={[
                  { value: '', label: t('import.mapping.ignore') },
                  ...IMPORT_FIELDS[kind].map((field) => ({ value: field.key, label: fieldHeader(field, english) + (field.required ? ' *' : '') })),
                ]}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}

interface PreviewStepProps {
  kind: ImportKind;
  rows: ImportRow[];
  /** Each row's problems ([] when it can be imported). */
  problems: ImportProblem[][];
  mapping: (string | null)[];
  /** The dry run against existing records could not run (duplicates unchecked). */
  bulkMissing: boolean;
  loading: boolean;
}

/** How many rows can be imported, and every row (or only those with problems) with its problems and mapped fields. */
export function PreviewStep({ kind, rows, problems, mapping, bulkMissing, loading }: PreviewStepProps) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const [onlyProblems, setOnlyProblems] = useState(false);
  const validCount = problems.filter((list) => list.length === 0).length;
  const previewRows = rows.map((row, index) => ({ key: index, line: index + 2, row, problems: problems[index] }));
  return (
    <Flex vertical gap={12}>
      <Alert
        type={validCount === rows.length ? 'success' : 'warning'}
        showIcon
        message={t('import.preview.summary', { total: rows.length, valid: validCount, invalid: rows.length - validCount })}
      />
      {bulkMissing && <Alert type="info" showIcon message={t('import.preview.existingUnchecked')} />}
      <Checkbox checked={onlyProblems} onChange={(event) => setOnlyProblems(event.target.checked)}>
        {t('import.preview.onlyProblems')}
      </Checkbox>
      <Table
        size="small"
        loading={loading}
        rowKey="key"
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, showSizeChanger: false }}
        dataSource={onlyProblems ? previewRows.filter((item) => item.problems.length > 0) : previewRows}
        columns={[
          { title: t('import.preview.row'), dataIndex: 'line', width: 70 },
          {
            title: t('import.preview.problems'),
            key: 'problems',
            // Second, so a wide file's columns never push the problems out of sight.
            render: (_value: unknown, item: (typeof previewRows)[number]) =>
              item.problems.length === 0 ? (
                <Tag color="success">{t('import.preview.ok')}</Tag>
              ) : (
                <Typography.Text type="danger">{item.problems.map((problem) => problemText(t, kind, problem, english)).join('；')}</Typography.Text>
              ),
          },
          ...IMPORT_FIELDS[kind]
            .filter((field) => mapping.includes(field.key))
            .map((field) => ({
              title: fieldHeader(field, english),
              key: field.key,
              render: (_value: unknown, item: (typeof previewRows)[number]) => item.row[field.key],
            })),
        ]}
      />
    </Flex>
  );
}
