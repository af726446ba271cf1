/**
 * The writes of a catalogue settings page, on useConfirmedMutation: one at a time (every action
 * waits while one runs), a failure said with the error catalogue's words, and after each write the
 * catalogues invalidated (invalidateCatalogues: every screen that shows one follows, the page's own
 * list included); deletions asked first, with what they will do.
 *
 * @example
 *   const writer = useCatalogueWriter();
 *   writer.run((request) => setAuntLabelOption({ labelOptionId, sort }, request));
 *   writer.confirmDelete({ name, content }, () => delAuntlabelOption({ labelOptionId }, { silent: true }));
 *   writer.saved(); // after a dialog's own save
 */
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CatalogueDeleteResult } from '@/api/company';
import { invalidateCatalogues } from '@/components/catalogues/catalogueChanges';
import { useConfirmedMutation } from '@/hooks/useConfirmedMutation';

/** Every write of the page shares one key: one at a time. */
const WRITE = 'catalogue';
/** A refused write may mean the page was stale: its lists are asked again either way. */
const refresh = () => void invalidateCatalogues();

export function useCatalogueWriter() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const mutation = useConfirmedMutation();

  /** Runs one write (pass `request` on to the api function); false when it failed or another runs. */
  function run(write: (request: { silent: true }) => Promise<unknown>, success?: string): Promise<boolean> {
    return mutation.run({ key: WRITE, mutate: write, success, onSettled: refresh });
  }

  /** After a write made elsewhere (a dialog's own save): invalidated and said. */
  function saved(success = t('companyCatalogues.saved')) {
    refresh();
    void message.success(success);
  }

  /** Asks, then deletes; says whether the entry went or was retired, or why it could not go. */
  function confirmDelete(entry: { name: string; content: string }, remove: () => Promise<CatalogueDeleteResult | null>) {
    void mutation.run({
      key: WRITE,
      confirm: {
        title: t('companyCatalogues.delete.title', { name: entry.name }),
        content: entry.content,
        okText: t('companyCatalogues.delete.ok'),
        cancelText: t('companyCatalogues.delete.cancel'),
        danger: true,
      },
      mutate: () => remove(),
      onDone: (outcome) => {
        if (outcome?.result === 'retired') void message.info(t('companyCatalogues.retiredDone', { name: entry.name }));
        else void message.success(t('companyCatalogues.deleted', { name: entry.name }));
      },
      showError: (text) => void modal.error({ title: t('companyCatalogues.delete.refused', { name: entry.name }), content: text }),
      onSettled: refresh,
    });
  }

  return { busy: mutation.anyBusy, run, saved, confirmDelete };
}
