import { Flex } from 'antd';
import { Link } from 'react-router-dom';
import { AuntAvatar } from '@/components/aunt';
import type { AuntRow } from '../listData';

/** Portrait and name, linking to her detail page. */
export function NameCell({ row }: { row: AuntRow }) {
  return (
    <Link to={`/aunt/detail/${row.auntId}`}>
      <Flex align="center" gap={8}>
        <AuntAvatar portrait={row.portrait} name={row.auntName} size={32} />
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{row.auntName}</span>
      </Flex>
    </Link>
  );
}
