/** The list's title, its counts tabs (all + one per work status) and the "add aunt" button. */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { CustomTabCount } from '@/api/shared';
import { ListPageHeader } from '@/components/DataTable';
import { pageLink } from '@/app/pageLinks';
import { ImportButton } from '@/components/import/ImportButton';

/** The tab that filters nothing. */
export const ALL_TAB = 'all';

interface ListHeaderProps {
  title: string;
  tabs: readonly CustomTabCount[] | null;
  activeTab: string;
  onTabChange: (tabKey: string) => void;
  /** After an import stored rows. */
  onImported: () => void;
}

export function ListHeader({ title, tabs, activeTab, onTabChange, onImported }: ListHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ListPageHeader
      title={title}
      add={{ label: t('auntList.add'), onClick: () => navigate(pageLink.auntAdd()) }}
      actions={<ImportButton kind="aunt" onImported={onImported} />}
      tabs={tabs && tabs.map((tab) => ({ key: tab.tabKey, label: tab.tabName, count: tab.count }))}
      activeTab={activeTab}
      onTabChange={onTabChange}
    />
  );
}
