/**
 * Fee names and pay styles (role page 'FinanceOptions', /company/finance-options, component
 * 'company/financeOptions'): the SAME editor and data as the finance dictionary
 * (/finance/dictionary: getAddFinanceOptions, handleDictionnary, deleteDictItem), reachable from the
 * company settings too. Its writes need finance.manage (the finance calls' rule). For a company whose
 * finance section the menu hides (VITE_FINANCE_HIDDEN_COMPANY_ID) it still works, and says that the
 * fee records will use it once finance is turned on.
 */
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { config } from '@/config';
import FinanceDictionaryPage from '@/pages/finance/dictionary';
import { useSession } from '@/stores/session';
import '@/i18n/texts/companyCatalogues';

export default function FinanceOptionsPage() {
  const { t } = useTranslation();
  const companyId = useSession((state) => state.user?.company.companyId);
  const financeHidden = config.financeHiddenCompanyId != null && companyId === config.financeHiddenCompanyId;
  return (
    <Flex vertical gap={16}>
      {financeHidden && <Alert type="info" showIcon title={t('companyCatalogues.financeOptions.hiddenNote')} />}
      <FinanceDictionaryPage />
    </Flex>
  );
}
