/** /employer/list (component 'employer/list'): the employers (customers) of the company. */
import { EmployerListView } from './EmployerListView';
import '@/i18n/texts/employer';

export default function EmployerListPage() {
  return <EmployerListView />;
}
