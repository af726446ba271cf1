/**
 * The writes of a catalogue settings page: one at a time (every action waits while one runs), each
 * success announced to every screen (announceCatalogueChange) and to the page (`onDone`, which
 * reloads its list); deletions asked first, with what they will do.
 *
 * @example
 *   const writer = useCatalogueWriter(list.reload);
 *   writer.run(() => setAuntLabelOption({ labelOptionId, sort }));
 *   writer.confirmDelete({ name, content }, () => delAuntlabelOption({ labelOptionId }));
 *   writer.saved(); // after a dialog's own save
 */
import { useRef, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CatalogueDeleteResult } from '@/api/company';
import { announceCatalogueChange } from '@/components/catalogues/catalogueChanges';
import { loadErrorText } from '@/hooks/loadError';

export function useCatalogueWriter(onDone: () => void) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  /** Runs one write; false when it failed (the request layer showed why, unless `silent` handling is the caller's). */
  async function run(write: () => Promise<unknown>, success?: string): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      await write();
      announceCatalogueChange();
      if (success) void message.success(success);
      return true;
    } catch {
      return false;
    } finally {
      running.current = false;
      setBusy(false);
      onDone();
    }
  }

  /** After a write made elsewhere (a dialog's own save): announced, said, the list reloaded. */
  function saved(success = t('companyCatalogues.saved')) {
    announceCatalogueChange();
    void message.success(success);
    onDone();
  }

  /** Asks, then deletes; says whether the entry went or was retired, or why it could not go. */
  function confirmDelete(entry: { name: string; content: string }, remove: () => Promise<CatalogueDeleteResult | null>) {
    void modal.confirm({
      title: t('companyCatalogues.delete.title', { name: entry.name }),
      content: entry.content,
      okText: t('companyCatalogues.delete.ok'),
      cancelText: t('companyCatalogues.delete.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        let failure: unknown = null;
        let outcome: CatalogueDeleteResult | null = null;
        await run(async () => {
          try {
            outcome = await remove();
          } catch (error) {
            failure = error;
            throw error;
          }
        });
        if (failure) void modal.error({ title: t('companyCatalogues.delete.refused', { name: entry.name }), content: loadErrorText(failure) });
        else if (outcome && (outcome as CatalogueDeleteResult).result === 'retired')
          void message.info(t('companyCatalogues.retiredDone', { name: entry.name }));
        else void message.success(t('companyCatalogues.deleted', { name: entry.name }));
      },
    });
  }

  return { busy, run, saved, confirmDelete };
}
