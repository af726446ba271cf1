import { UndoOutlined } from '@ant-design/icons';
import { Button, Collapse, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntryRow } from './CatalogueTable';

interface RetiredListProps<R extends EntryRow> {
  rows: readonly R[];
  canManage: boolean;
  busy: boolean;
  usesText: (count: number) => string;
  onRestore: (row: R) => void;
}

/** The retired entries of a catalogue (kept on the records that use them), closed by default, each with Restore for a manager. */
export function RetiredList<R extends EntryRow>({ rows, canManage, busy, usesText, onRestore }: RetiredListProps<R>) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <Collapse
      size="small"
      style={{ marginTop: 16 }}
      items={[
        {
          key: 'retired',
          label: t('companyCatalogues.retired.title', { count: rows.length }),
          children: (
            <>
              <Typography.Paragraph type="secondary">{t('companyCatalogues.retired.hint')}</Typography.Paragraph>
              <List
                size="small"
                dataSource={rows as R[]}
                renderItem={(row) => (
                  <List.Item
                    actions={
                      canManage
                        ? [
                            <Button
                              key="restore"
                              size="small"
                              type="link"
                              icon={<UndoOutlined />}
                              disabled={busy}
                              aria-label={t('companyCatalogues.actions.restoreLabel', { name: row.name })}
                              onClick={() => onRestore(row)}
                            >
                              {t('companyCatalogues.actions.restore')}
                            </Button>,
                          ]
                        : []
                    }
                  >
                    <Tag style={{ opacity: 0.6 }} data-testid="retired-name">
                      {row.name}
                    </Tag>
                    <Typography.Text type="secondary">{row.useCount ? usesText(row.useCount) : t('companyCatalogues.uses.none')}</Typography.Text>
                  </List.Item>
                )}
              />
            </>
          ),
        },
      ]}
    />
  );
}
