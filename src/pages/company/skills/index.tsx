/**
 * Aunt skills (role page 'AuntSkills', /company/skills, component 'company/skills'): skill groups,
 * each open on its skills, in their order with their uses; a manager (company.manage) adds, renames,
 * reorders and deletes groups and skills (setAuntSkillItem, setAuntSkillOption, delAuntSkillItem,
 * delAuntSkillOption). A skill aunts have is retired, never taken from them; a group is retired with
 * its used skills. Retired ones are listed apart, with Restore.
 */
import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { delAuntSkillItem, delAuntSkillOption, setAuntSkillItem, setAuntSkillOption, type AuntSkillItem } from '@/api/company';
import { CATALOGUE_LIMITS } from '@/domain/catalogues';
import { useCanManageCompany } from '../companyManage';
import { CatalogueFrame } from '../catalogues/CatalogueFrame';
import { EntryDialog } from '../catalogues/EntryDialog';
import { RetiredList } from '../catalogues/RetiredList';
import { companyQueries } from '@/api/company.queries';
import { useQueryData } from '@/hooks/useQueryData';
import { frameState } from '../catalogues/useCatalogueData';
import { useCatalogueWriter } from '../catalogues/useCatalogueWriter';
import { SkillTable } from './SkillTable';
import { skillRows, type SkillRow } from './skillRows';
import '@/i18n/texts/companyCatalogues';

/** What the dialog does: a group (add / rename) or a skill of a group (add / rename). */
type Dialog = { kind: 'item'; row?: SkillRow } | { kind: 'option'; item: AuntSkillItem; row?: SkillRow };

export default function SkillsPage() {
  const { t } = useTranslation();
  const canManage = useCanManageCompany();
  const skills = useQueryData(companyQueries.skills());
  const writer = useCatalogueWriter();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const k = (key: string, values?: Record<string, unknown>) => t(`companyCatalogues.skills.${key}`, values);
  const usesText = (count: number) => t('companyCatalogues.uses.aunts', { count });
  const items = skills.data ?? [];
  const { rows, retired } = skillRows(items);
  const full = rows.length >= CATALOGUE_LIMITS.skillItems;

  const move = (row: SkillRow, step: -1 | 1) =>
    void writer.run((request) =>
      row.kind === 'item'
        ? setAuntSkillItem({ skillItemId: row.id, sort: row.index + 1 + step }, request)
        : setAuntSkillOption({ skillOptionId: row.id, skillItemId: row.item.skillItemId, sort: row.index + 1 + step }, request),
    );

  const remove = (row: SkillRow) => {
    const inUse = row.useCount > 0;
    const content =
      row.kind === 'item'
        ? inUse
          ? k('deleteItemInUse', { uses: usesText(row.useCount) })
          : k('deleteItemUnused')
        : inUse
          ? t('companyCatalogues.delete.inUse', { uses: usesText(row.useCount) })
          : t('companyCatalogues.delete.unused');
    writer.confirmDelete({ name: row.name, content }, () =>
      row.kind === 'item' ? delAuntSkillItem({ skillItemId: row.id }, { silent: true }) : delAuntSkillOption({ skillOptionId: row.id }, { silent: true }),
    );
  };

  /** The other names in the dialog's list (retired ones too: the dialog says to restore those). */
  const siblingNames = (current: Dialog) =>
    current.kind === 'item'
      ? items.filter((item) => item.skillItemId !== current.row?.id).map((item) => item.skillItemName)
      : current.item.options.filter((option) => option.skillOptionId !== current.row?.id).map((option) => option.optionName);

  return (
    <CatalogueFrame
      title={k('title')}
      subtitle={k('subtitle')}
      canManage={canManage}
      state={frameState(skills)}
      testId="skills-loading"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!skills.data || writer.busy || full}
          title={full ? k('limitItems', { max: CATALOGUE_LIMITS.skillItems }) : undefined}
          onClick={() => setDialog({ kind: 'item' })}
        >
          {k('addItem')}
        </Button>
      }
    >
      <Card>
        <SkillTable
          rows={rows}
          canManage={canManage}
          busy={writer.busy}
          usesText={usesText}
          onAddOption={(row) => setDialog({ kind: 'option', item: row.item })}
          onEdit={(row) => setDialog(row.kind === 'item' ? { kind: 'item', row } : { kind: 'option', item: row.item, row })}
          onMove={move}
          onDelete={remove}
        />
        <RetiredList
          rows={retired}
          canManage={canManage}
          busy={writer.busy}
          usesText={usesText}
          onRestore={(row) =>
            void writer.run(
              (request) =>
                row.kind === 'item'
                  ? setAuntSkillItem({ skillItemId: row.id, isRetired: 0 }, request)
                  : setAuntSkillOption({ skillOptionId: row.id, skillItemId: row.item.skillItemId, isRetired: 0 }, request),
              t('companyCatalogues.restored', { name: row.name }),
            )
          }
        />
      </Card>
      {dialog && (
        <EntryDialog
          editing={dialog.row && { name: dialog.row.name }}
          what={dialog.kind === 'item' ? k('itemWhat') : k('optionWhat')}
          nameMax={dialog.kind === 'item' ? CATALOGUE_LIMITS.skillItemName : CATALOGUE_LIMITS.skillOptionName}
          taken={siblingNames(dialog)}
          retiredNames={
            dialog.kind === 'item'
              ? retired.filter((entry) => entry.kind === 'item').map((entry) => entry.name)
              : dialog.item.options.filter((option) => option.isRetired === 1).map((option) => option.optionName)
          }
          onSave={async ({ name }) => {
            if (dialog.kind === 'item')
              await setAuntSkillItem(dialog.row ? { skillItemId: dialog.row.id, skillItemName: name } : { skillItemName: name }, { silent: true });
            else
              await setAuntSkillOption(
                dialog.row
                  ? { skillOptionId: dialog.row.id, skillItemId: dialog.item.skillItemId, optionName: name }
                  : { skillItemId: dialog.item.skillItemId, optionName: name },
                { silent: true },
              );
            setDialog(null);
            writer.saved();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </CatalogueFrame>
  );
}
