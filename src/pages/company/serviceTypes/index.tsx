/**
 * Service types (role page 'ServiceTypes', /company/service-types, component 'company/serviceTypes'):
 * the company's types in their order with their colours (default grey #6B6C70), enabled flag and
 * uses; a manager (company.manage) adds, edits (name, colour, enabled), reorders and deletes them.
 * Every change saves the whole list (setCompanyServiceType, the spec's only write); a type records
 * use is retired by the server instead of deleted, and listed under Retired with Restore.
 */
import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { setCompanyServiceType, type CompanyServiceType, type CompanyServiceTypeInput } from '@/api/company';
import { CATALOGUE_LIMITS } from '@/domain/catalogues';
import { DEFAULT_SERVICE_TYPE_COLOR } from '@/domain/colour';
import { useCanManageCompany } from '../companyManage';
import { CatalogueFrame } from '../catalogues/CatalogueFrame';
import { CatalogueTable, type EntryRow } from '../catalogues/CatalogueTable';
import { EntryDialog, type EntryValues } from '../catalogues/EntryDialog';
import { RetiredList } from '../catalogues/RetiredList';
import { companyQueries } from '@/api/company.queries';
import { useQueryData } from '@/hooks/useQueryData';
import { frameState } from '../catalogues/useCatalogueData';
import { useCatalogueWriter } from '../catalogues/useCatalogueWriter';
import '@/i18n/texts/companyCatalogues';

type Row = EntryRow & { type: CompanyServiceType };

const toRow = (type: CompanyServiceType): Row => ({
  id: type.serviceTypeId,
  name: type.serviceTypeName,
  color: type.color,
  enabled: type.isEnabled === 1,
  useCount: type.useCount ?? 0,
  type,
});
const toInput = (type: CompanyServiceType): CompanyServiceTypeInput => ({
  serviceTypeId: type.serviceTypeId,
  serviceTypeName: type.serviceTypeName,
  color: type.color,
  isEnabled: type.isEnabled,
});

export default function ServiceTypesPage() {
  const { t } = useTranslation();
  const canManage = useCanManageCompany();
  const types = useQueryData(companyQueries.serviceTypes());
  const writer = useCatalogueWriter();
  const [dialog, setDialog] = useState<{ row?: Row } | null>(null);
  const s = (key: string, values?: Record<string, unknown>) => t(`companyCatalogues.serviceTypes.${key}`, values);
  const usesText = (count: number) => t('companyCatalogues.uses.records', { count });

  const all = types.data ?? [];
  const offered = all.filter((type) => type.isRetired !== 1).map(toRow);
  const retired = all.filter((type) => type.isRetired === 1).map(toRow);
  const list = offered.map((row) => toInput(row.type));
  /** Saves the whole list of offered types (silent: the caller shows a refusal where it fits). */
  const save = (companyServiceTypes: CompanyServiceTypeInput[], silent = false) => setCompanyServiceType({ companyServiceTypes }, { silent });

  const saveDialog = async (values: EntryValues) => {
    const entry = { serviceTypeName: values.name, color: values.color, isEnabled: values.enabled ? 1 : 0 } as const;
    const editing = dialog?.row;
    const next = editing ? list.map((type) => (type.serviceTypeId === editing.id ? { ...type, ...entry } : type)) : [...list, entry];
    // The dialog shows a refusal and keeps what was typed; it closes once saved.
    await save(next, true);
    setDialog(null);
    writer.saved();
  };

  const move = (row: Row, step: -1 | 1) => {
    const index = list.findIndex((type) => type.serviceTypeId === row.id);
    const next = [...list];
    next.splice(index, 1);
    next.splice(index + step, 0, list[index]!);
    void writer.run(() => save(next, true));
  };

  const remove = (row: Row) =>
    writer.confirmDelete(
      { name: row.name, content: row.useCount ? t('companyCatalogues.delete.inUse', { uses: usesText(row.useCount) }) : t('companyCatalogues.delete.unused') },
      async () => {
        const answer = await save(
          list.filter((type) => type.serviceTypeId !== row.id),
          true,
        );
        return { result: answer.some((type) => type.serviceTypeId === row.id) ? 'retired' : 'deleted' };
      },
    );

  const full = offered.length >= CATALOGUE_LIMITS.serviceTypes;
  return (
    <CatalogueFrame
      title={s('title')}
      subtitle={s('subtitle')}
      canManage={canManage}
      state={frameState(types)}
      testId="service-types-loading"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!types.data || writer.busy || full}
          title={full ? s('limit', { max: CATALOGUE_LIMITS.serviceTypes }) : undefined}
          onClick={() => setDialog({})}
        >
          {s('add')}
        </Button>
      }
    >
      <Card>
        <CatalogueTable<Row>
          rows={offered}
          label={s('tableLabel')}
          emptyText={s('empty')}
          canManage={canManage}
          busy={writer.busy}
          usesText={usesText}
          coloured
          onToggleEnabled={(row, on) =>
            void writer.run(() =>
              save(
                list.map((type) => (type.serviceTypeId === row.id ? { ...type, isEnabled: on ? 1 : 0 } : type)),
                true,
              ),
            )
          }
          onEdit={(row) => setDialog({ row })}
          onMove={move}
          onDelete={remove}
        />
        <RetiredList<Row>
          rows={retired}
          canManage={canManage}
          busy={writer.busy}
          usesText={usesText}
          onRestore={(row) =>
            void writer.run(() => save([...list, { ...toInput(row.type), isEnabled: 1 }], true), t('companyCatalogues.restored', { name: row.name }))
          }
        />
      </Card>
      {dialog && (
        <EntryDialog
          editing={dialog.row && { name: dialog.row.name, color: dialog.row.color, enabled: dialog.row.enabled }}
          what={s('what')}
          nameMax={CATALOGUE_LIMITS.serviceTypeName}
          taken={offered.filter((row) => row !== dialog.row).map((row) => row.name)}
          retiredNames={retired.map((row) => row.name)}
          colour={{ emptyColour: DEFAULT_SERVICE_TYPE_COLOR }}
          withEnabled
          onSave={saveDialog}
          onClose={() => setDialog(null)}
        />
      )}
    </CatalogueFrame>
  );
}
