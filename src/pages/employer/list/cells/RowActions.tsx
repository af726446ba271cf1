import { useTranslation } from 'react-i18next';
import { useRouterNavigate } from '@/app/useRouterNavigate';
import { IconButton } from '@/components/DataTable/IconButton';
import { glyph } from '@/components/DataTable/glyph';
import { useEmployerList } from '../context';
import type { EmployerRow } from '../listData';
import { pageLink } from '@/app/pageLinks';
import styles from '../EmployerList.module.css';

/**
 * View for everyone; edit, follow-up, transfer and delete (explained when an order holds him, else
 * confirmed first) only when the user may act on the employer (ownership permissions; see
 * components/employer/permissions.ts).
 */
export function RowActions({ row }: { row: EmployerRow }) {
  const { t } = useTranslation();
  const navigate = useRouterNavigate();
  const list = useEmployerList();
  const name = row.employerName;
  const label = (action: string) => t('employer.list.actionOf', { action: t(`employer.actions.${action}`), name });
  const may = list.mayChange(row);
  return (
    <span className={styles.rowActions}>
      <IconButton icon={glyph('eye')} label={label('view')} onClick={() => navigate(pageLink.employerDetail(row.employerId))} />
      {may && (
        <>
          <IconButton icon={glyph('edit')} label={label('edit')} onClick={() => list.edit(row)} />
          <IconButton icon={glyph('message')} label={label('followUp')} onClick={() => list.followUp(row)} />
          <IconButton icon={glyph('userSwitch')} label={label('transfer')} onClick={() => list.transfer(row)} />
          <IconButton danger icon={glyph('delete')} label={label('delete')} onClick={() => list.remove(row)} />
        </>
      )}
    </span>
  );
}
