import { useTranslation } from 'react-i18next';
import { useRouterNavigate } from '@/app/useRouterNavigate';
import { RowActions as RowActionLinks } from '@/components/DataTable/RowActions';
import { useEmployerList } from '../context';
import type { EmployerRow } from '../listData';
import { pageLink } from '@/app/pageLinks';

/**
 * The action column (RowActions): view for everyone; edit, follow-up, transfer and delete
 * (explained when an order holds him, else confirmed first) only when the user may act on the
 * employer (ownership permissions; see components/employer/permissions.ts).
 */
export function RowActions({ row }: { row: EmployerRow }) {
  const { t } = useTranslation();
  const navigate = useRouterNavigate();
  const list = useEmployerList();
  const label = (action: string) => t(`employer.actions.${action}`);
  const may = list.mayChange(row);
  return (
    <RowActionLinks
      actions={[
        { key: 'view', label: label('view'), onClick: () => navigate(pageLink.employerDetail(row.employerId)) },
        may && { key: 'edit', label: label('edit'), onClick: () => list.edit(row) },
        may && { key: 'followUp', label: label('followUp'), onClick: () => list.followUp(row) },
        may && { key: 'transfer', label: label('transfer'), onClick: () => list.transfer(row) },
        may && { key: 'delete', label: label('delete'), danger: true, onClick: () => list.remove(row) },
      ]}
    />
  );
}
