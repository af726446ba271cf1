import { Link } from 'react-router-dom';
import { AuntAvatar } from '@/components/aunt';
import type { AuntRow } from '../listData';
import { pageLink } from '@/app/pageLinks';

/** Portrait and name, linking to her detail page. */
export function NameCell({ row }: { row: AuntRow }) {
  return (
    <Link to={pageLink.auntDetail(row.auntId)}>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, maxWidth: '100%' }}>
        <AuntAvatar portrait={row.portrait} name={row.auntName} size={32} />
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{row.auntName}</span>
      </span>
    </Link>
  );
}
