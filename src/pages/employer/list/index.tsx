/** /employer/list (component 'employer/list'): the employers (customers) of the company. */
import { prefetchList } from '@/hooks/useTable';
import { EmployerListView } from './EmployerListView';
import { EMPLOYERS } from './listData';
import '@/i18n/texts/employer';

/** The route loader's start of the first page. */
export const prefetch = () => prefetchList(EMPLOYERS);

export default function EmployerListPage() {
  return <EmployerListView />;
}
