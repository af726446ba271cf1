/**
 * What RecordFormModal and RecordFormDrawer share: closing with unsaved changes asks first
 * (放弃未保存的修改？), the footer (取消 then the primary 保存, right-aligned, its tooltip naming Ctrl/⌘+S;
 * Save busy while the save runs, Cancel then disabled), the keys that save (saveOnKey) and the first field focused on open.
 */
import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { App, Button, Flex, Skeleton, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ShortcutTip } from '@/components/shortcuts';
import { saveOnKey } from '@/hooks/useFormSubmit';
import '@/i18n/texts/recordForm';

export interface RecordFormProps {
  /** 新增X / 编辑X (the record's name may follow). */
  title: ReactNode;
  /** Shown while true (default); a form mounted only while open leaves it out. */
  open?: boolean;
  /** The form: a field the user changed makes closing ask first (unless `dirty` says otherwise). */
  form: FormInstance<never> | FormInstance;
  /** Whether there are unsaved changes, where the form's touched fields do not tell (values set from code). */
  dirty?: () => boolean;
  /** The save is running (useFormSubmit's `saving`). */
  saving: boolean;
  /** Save (the primary button, Enter in a single-line field, Ctrl/⌘+Enter, Ctrl/⌘+S). */
  onSave: () => unknown;
  /** What those keys do instead, when the primary action is consequential (a new post's keys save a draft, never publish). */
  onSaveKey?: () => unknown;
  /** Closes without saving (after the discard prompt when there are changes). */
  onClose: () => void;
  /** The primary button's text for a form whose action is not "save" (default 保存). */
  okText?: ReactNode;
  /** More actions between Cancel and the primary one (a news post's 保存草稿 beside 发布). */
  moreActions?: ReactNode;
  /** The primary action is destructive (red). */
  danger?: boolean;
  /** What the form starts from is still on its way (the caller shows a skeleton): the primary button is off. */
  loading?: boolean;
  /** Replaces the default width (modal 520, drawer 720). */
  width?: number;
  /** After the close animation (a form kept mounted resets here). */
  afterClose?: () => void;
  children: ReactNode;
}

/** Field-like elements, the first of which takes the focus when the form opens. */
const FIELDS = 'input:not([type="hidden"]):not([type="file"]):not([disabled]):not([readonly]), textarea:not([disabled]):not([readonly])';

/**
 * Whether the form itself is rendered yet: false in the opening render, so the click that opens a long form
 * paints the container (title, footer, a skeleton) at once and the form follows in a deferred render (issue 40).
 */
export function useFormShown(open: boolean): boolean {
  return useDeferredValue(open, false) && open;
}

/** `shown`: the form is rendered (useFormShown); until then Save is off and closing asks nothing. */
export function useRecordFormFrame({ form, dirty, saving, onSave, onSaveKey, onClose, okText, danger, loading, moreActions }: RecordFormProps, shown = true) {
  const { t } = useTranslation();
  const { modal } = App.useApp();

  const requestClose = () => {
    if (saving) return;
    if (!shown) return onClose();
    if (!(dirty ? dirty() : form.isFieldsTouched())) return onClose();
    modal.confirm({
      title: t('recordForm.discard.title'),
      content: t('recordForm.discard.content'),
      okText: t('recordForm.discard.ok'),
      cancelText: t('recordForm.discard.cancel'),
      okButtonProps: { danger: true },
      onOk: onClose,
    });
  };

  // The save keys' tip goes where they act: not on a consequential primary they do not press (onSaveKey).
  const primary = (
    <Button type="primary" danger={danger} loading={saving} disabled={loading || !shown} onClick={() => void onSave()}>
      {okText ?? t('recordForm.save')}
    </Button>
  );
  const footer = (
    <Flex justify="flex-end" gap={8}>
      <Button onClick={requestClose} disabled={saving}>
        {t('recordForm.cancel')}
      </Button>
      {moreActions}
      {onSaveKey ? (
        primary
      ) : (
        <ShortcutTip shortcut="save" label={typeof okText === 'string' ? okText : t('recordForm.save')}>
          {primary}
        </ShortcutTip>
      )}
    </Flex>
  );

  return { requestClose, footer };
}

/**
 * The form's surroundings inside the container: saves on the save keys, focuses the first field once the form is
 * there. `shown` false (useFormShown): a skeleton stands in for the form.
 */
export function RecordFormBody({ open, shown = true, onSave, children }: { open: boolean; shown?: boolean; onSave: () => unknown; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const focus = open && shown;
  useEffect(() => {
    if (focus) ref.current?.querySelector<HTMLElement>(FIELDS)?.focus({ preventScroll: true });
  }, [focus]);
  return (
    <div ref={ref} onKeyDown={(event) => saveOnKey(event, onSave)}>
      {shown ? children : <Skeleton active paragraph={{ rows: 8 }} />}
    </div>
  );
}
