/** "导入 / Import" in a list's header: opens the import flow (ImportDialog, a lazy chunk). */
import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportKind } from '@/domain/importRules';
import '@/i18n/texts/import';

const ImportDialog = lazy(() => import('./ImportDialog'));

export function ImportButton({ kind, onImported }: { kind: ImportKind; onImported: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('import.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog kind={kind} open onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
}
