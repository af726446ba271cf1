import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { delAuntCustomOptions, setAuntCustomOptions, type AuntCustomOption } from '@/api/company';
import { CATALOGUE_LIMITS, type CustomOptionField } from '@/domain/catalogues';
import { CatalogueTable, type EntryRow } from '../catalogues/CatalogueTable';
import { EntryDialog } from '../catalogues/EntryDialog';
import { RetiredList } from '../catalogues/RetiredList';
import { companyQueries } from '@/api/company.queries';
import { useQueryData } from '@/hooks/useQueryData';
import { useCatalogueWriter } from '../catalogues/useCatalogueWriter';
import { PanelState } from './PanelState';

const toRow = (option: AuntCustomOption): EntryRow => ({ id: option.customOptionId, name: option.optionName, useCount: option.useCount ?? 0 });

/** One list of certificates, trainings or visas: its entries with their uses, add, rename, reorder, delete (retired when aunts hold it), restore. */
export function CustomOptionPanel({ field, canManage }: { field: CustomOptionField; canManage: boolean }) {
  const { t } = useTranslation();
  const options = useQueryData(companyQueries.customOptions(field));
  const writer = useCatalogueWriter();
  const [dialog, setDialog] = useState<{ row?: EntryRow } | null>(null);
  const o = (key: string, values?: Record<string, unknown>) => t(`companyCatalogues.auntOptions.${key}`, values);
  const usesText = (count: number) => t('companyCatalogues.uses.aunts', { count });
  const offered = (options.data ?? []).filter((option) => option.isRetired !== 1).map(toRow);
  const retired = (options.data ?? []).filter((option) => option.isRetired === 1).map(toRow);
  const full = offered.length >= CATALOGUE_LIMITS.customOptions;
  const what = o(`what.${field}`);

  return (
    <PanelState data={options}>
      <Flex vertical gap={12}>
        {field !== 'certificate' && <Alert type="info" showIcon title={o('notUsedYet')} />}
        {canManage && (
          <Flex justify="flex-end">
            <Button
              icon={<PlusOutlined />}
              disabled={writer.busy || full}
              title={full ? o('limit', { max: CATALOGUE_LIMITS.customOptions }) : undefined}
              onClick={() => setDialog({})}
            >
              {o(`add.${field}`)}
            </Button>
          </Flex>
        )}
        <CatalogueTable
          rows={offered}
          label={o(`tabs.${field}`)}
          emptyText={o('empty')}
          canManage={canManage}
          busy={writer.busy}
          usesText={usesText}
          onEdit={(row) => setDialog({ row })}
          onMove={(row, step) =>
            void writer.run((request) => setAuntCustomOptions({ customOptionId: row.id, field, sort: offered.indexOf(row) + 1 + step }, request))
          }
          onDelete={(row) =>
            writer.confirmDelete(
              {
                name: row.name,
                content: row.useCount ? t('companyCatalogues.delete.inUse', { uses: usesText(row.useCount) }) : t('companyCatalogues.delete.unused'),
              },
              () => delAuntCustomOptions({ customOptionId: row.id }, { silent: true }),
            )
          }
        />
        <RetiredList
          rows={retired}
          canManage={canManage}
          busy={writer.busy}
          usesText={usesText}
          onRestore={(row) =>
            void writer.run(
              (request) => setAuntCustomOptions({ customOptionId: row.id, field, isRetired: 0 }, request),
              t('companyCatalogues.restored', { name: row.name }),
            )
          }
        />
      </Flex>
      {dialog && (
        <EntryDialog
          editing={dialog.row && { name: dialog.row.name }}
          what={what}
          nameMax={CATALOGUE_LIMITS.customOptionName}
          taken={offered.filter((row) => row !== dialog.row).map((row) => row.name)}
          retiredNames={retired.map((row) => row.name)}
          onSave={async ({ name }) => {
            await setAuntCustomOptions(dialog.row ? { customOptionId: dialog.row.id, field, optionName: name } : { field, optionName: name }, { silent: true });
            setDialog(null);
            writer.saved();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </PanelState>
  );
}
