/**
 * Aunt labels (role page 'AuntLabels', /company/labels, component 'company/labels'): the company's
 * labels in their order with their colours and how many aunts have each; a manager (company.manage)
 * adds, edits (name, colour), reorders and deletes them (setAuntLabelOption, delAuntlabelOption).
 * A label aunts have is retired by the server, not deleted: they keep it; Restore brings it back.
 */
import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { delAuntlabelOption, setAuntLabelOption, type AuntLabelOption } from '@/api/company';
import { CATALOGUE_LIMITS } from '@/domain/catalogues';
import { useCanManageCompany } from '../companyManage';
import { CatalogueFrame } from '../catalogues/CatalogueFrame';
import { CatalogueTable, type EntryRow } from '../catalogues/CatalogueTable';
import { EntryDialog } from '../catalogues/EntryDialog';
import { RetiredList } from '../catalogues/RetiredList';
import { companyQueries } from '@/api/company.queries';
import { useQueryData } from '@/hooks/useQueryData';
import { frameState } from '../catalogues/useCatalogueData';
import { useCatalogueWriter } from '../catalogues/useCatalogueWriter';
import '@/i18n/texts/companyCatalogues';

type Row = EntryRow & { sort: number };

const toRow = (label: AuntLabelOption): Row => ({
  id: label.labelOptionId,
  name: label.labelName,
  color: label.color,
  useCount: label.useCount ?? 0,
  sort: label.sort,
});

export default function LabelsPage() {
  const { t } = useTranslation();
  const canManage = useCanManageCompany();
  const labels = useQueryData(companyQueries.labels());
  const writer = useCatalogueWriter();
  const [dialog, setDialog] = useState<{ row?: Row } | null>(null);
  const l = (key: string, values?: Record<string, unknown>) => t(`companyCatalogues.labels.${key}`, values);
  const usesText = (count: number) => t('companyCatalogues.uses.aunts', { count });
  const offered = (labels.data ?? []).filter((label) => label.isRetired !== 1).map(toRow);
  const retired = (labels.data ?? []).filter((label) => label.isRetired === 1).map(toRow);
  const full = offered.length >= CATALOGUE_LIMITS.labels;

  return (
    <CatalogueFrame
      title={l('title')}
      subtitle={l('subtitle')}
      canManage={canManage}
      state={frameState(labels)}
      testId="labels-loading"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!labels.data || writer.busy || full}
          title={full ? l('limit', { max: CATALOGUE_LIMITS.labels }) : undefined}
          onClick={() => setDialog({})}
        >
          {l('add')}
        </Button>
      }
    >
      <Card>
        <CatalogueTable<Row>
          rows={offered}
          label={l('tableLabel')}
          emptyText={l('empty')}
          canManage={canManage}
          busy={writer.busy}
          usesText={usesText}
          coloured
          onEdit={(row) => setDialog({ row })}
          onMove={(row, step) => void writer.run((request) => setAuntLabelOption({ labelOptionId: row.id, sort: offered.indexOf(row) + 1 + step }, request))}
          onDelete={(row) =>
            writer.confirmDelete(
              {
                name: row.name,
                content: row.useCount ? t('companyCatalogues.delete.inUse', { uses: usesText(row.useCount) }) : t('companyCatalogues.delete.unused'),
              },
              () => delAuntlabelOption({ labelOptionId: row.id }, { silent: true }),
            )
          }
        />
        <RetiredList<Row>
          rows={retired}
          canManage={canManage}
          busy={writer.busy}
          usesText={usesText}
          onRestore={(row) =>
            void writer.run(
              (request) => setAuntLabelOption({ labelOptionId: row.id, isRetired: 0 }, request),
              t('companyCatalogues.restored', { name: row.name }),
            )
          }
        />
      </Card>
      {dialog && (
        <EntryDialog
          editing={dialog.row && { name: dialog.row.name, color: dialog.row.color }}
          what={l('what')}
          nameMax={CATALOGUE_LIMITS.labelName}
          taken={offered.filter((row) => row !== dialog.row).map((row) => row.name)}
          retiredNames={retired.map((row) => row.name)}
          colour={{}}
          onSave={async (values) => {
            const editing = dialog.row;
            if (editing)
              await setAuntLabelOption(
                { labelOptionId: editing.id, ...(values.name !== editing.name ? { labelName: values.name } : {}), color: values.color },
                { silent: true },
              );
            else await setAuntLabelOption({ labelName: values.name, color: values.color }, { silent: true });
            setDialog(null);
            writer.saved();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </CatalogueFrame>
  );
}
