import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { attributeValueCreate, attributeValueDelete, attributeValueUpdate } from '@/api/custom';
import { AUNT_ATTRIBUTE_NAMES, type AuntAttrName } from '@/domain/auntAttributes';
import { CATALOGUE_LIMITS } from '@/domain/catalogues';
import { CatalogueTable, type EntryRow } from '../catalogues/CatalogueTable';
import { EntryDialog } from '../catalogues/EntryDialog';
import { customQueries } from '@/api/custom.queries';
import { useQueryData } from '@/hooks/useQueryData';
import { useCatalogueWriter } from '../catalogues/useCatalogueWriter';
import { PanelState } from './PanelState';

/**
 * The values of the aunt's pick-list attributes (/custom/attribute/value/*): one attribute at a
 * time, its values with how many aunts hold each; add, rename (reaches every aunt holding it),
 * reorder and delete (aunts keep the text; it is only no longer offered).
 */
export function AttributeValuesPanel({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const [attrName, setAttrName] = useState<AuntAttrName>('religion');
  const values = useQueryData(customQueries.attributeValues(attrName));
  const writer = useCatalogueWriter();
  const [dialog, setDialog] = useState<{ row?: EntryRow } | null>(null);
  const a = (key: string, options?: Record<string, unknown>) => t(`companyCatalogues.attributes.${key}`, options);
  const attribute = t(`aunt.fields.${attrName}`);
  const rows: EntryRow[] = (values.data ?? []).map((row) => ({ id: row.attributeValueId, name: row.value, useCount: row.useCount }));
  const full = rows.length >= CATALOGUE_LIMITS.attributeValues;

  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {a('hint')}
      </Typography.Paragraph>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Segmented<AuntAttrName>
          value={attrName}
          onChange={setAttrName}
          options={AUNT_ATTRIBUTE_NAMES.map((name) => ({ value: name, label: t(`aunt.fields.${name}`) }))}
        />
        {canManage && (
          <Button
            icon={<PlusOutlined />}
            disabled={!values.data || writer.busy || full}
            aria-label={a('addLabel', { attribute })}
            onClick={() => setDialog({})}
          >
            {a('add')}
          </Button>
        )}
      </Flex>
      <PanelState data={values}>
        <CatalogueTable
          rows={rows}
          label={attribute}
          emptyText={t('companyCatalogues.auntOptions.empty')}
          canManage={canManage}
          busy={writer.busy}
          usesText={(count) => t('companyCatalogues.uses.aunts', { count })}
          onEdit={(row) => setDialog({ row })}
          onMove={(row, step) => void writer.run((request) => attributeValueUpdate({ attributeValueId: row.id, sort: rows.indexOf(row) + 1 + step }, request))}
          onDelete={(row) =>
            writer.confirmDelete(
              { name: row.name, content: row.useCount ? a('deleteContent', { count: row.useCount }) : a('deleteContentUnused') },
              async () => {
                await attributeValueDelete({ attributeValueId: row.id }, { silent: true });
                return { result: 'deleted' };
              },
            )
          }
        />
      </PanelState>
      {dialog && (
        <EntryDialog
          editing={dialog.row && { name: dialog.row.name }}
          what={a('what')}
          nameMax={CATALOGUE_LIMITS.attributeValue}
          taken={rows.filter((row) => row !== dialog.row).map((row) => row.name)}
          retiredNames={[]}
          nameHint={dialog.row?.useCount ? a('renameHint', { count: dialog.row.useCount }) : undefined}
          onSave={async ({ name }) => {
            if (dialog.row) await attributeValueUpdate({ attributeValueId: dialog.row.id, value: name }, { silent: true });
            else await attributeValueCreate({ attrName, value: name }, { silent: true });
            setDialog(null);
            writer.saved();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </Flex>
  );
}
