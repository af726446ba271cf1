/** The parts around the aunt form's fields: notices, the section anchor and the save bar. */
import { Alert, Anchor, Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/domain/time';
import type { Language } from '@/i18n';
import { SECTION_KEYS, sectionId, type SectionKey } from './sections/FormSection';
import type { FormMode } from './draft';
import { ShortcutTip } from '@/components/shortcuts';

export interface DraftNotice {
  savedAt: number;
  stale: boolean;
}

interface NoticesProps {
  mode: FormMode;
  sourceName: string | null;
  readOnly: boolean;
  locked: boolean;
  draft: DraftNotice | null;
  onDiscardDraft: () => void;
}

export function FormNotices({ mode, sourceName, readOnly, locked, draft, onDiscardDraft }: NoticesProps) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'zh';
  // Nothing to say: no empty block between the page's header card and the form.
  if (!readOnly && !locked && !(mode === 'copy' && sourceName) && !draft) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
      {readOnly && <Alert type="warning" showIcon title={t('auntForm.states.readOnly')} data-testid="aunt-form-readonly" />}
      {locked && <Alert type="warning" showIcon title={t('auntForm.states.locked')} />}
      {mode === 'copy' && sourceName && <Alert type="info" showIcon title={t('auntForm.states.copyHint', { name: sourceName })} />}
      {draft && (
        <Alert
          type={draft.stale ? 'warning' : 'info'}
          showIcon
          data-testid="aunt-form-draft"
          title={t('auntForm.draft.restored', { time: formatTime(draft.savedAt, { lang }) })}
          description={draft.stale ? t('auntForm.draft.stale') : undefined}
          action={
            <Button size="small" onClick={onDiscardDraft}>
              {t('auntForm.draft.discard')}
            </Button>
          }
        />
      )}
    </Space>
  );
}

/** Section links beside the form (wide screens): every section, or the ones given. */
export function SectionAnchor({ sections = SECTION_KEYS }: { sections?: readonly SectionKey[] }) {
  const { t } = useTranslation();
  return (
    <div style={{ position: 'sticky', top: 96 }}>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8, paddingInlineStart: 16 }}>
        {t('auntForm.states.anchor')}
      </Typography.Text>
      <Anchor
        affix={false}
        targetOffset={96}
        items={sections.map((key) => ({ key, href: `#${sectionId(key)}`, title: t(`auntForm.sections.${key}`) }))}
        onClick={(event, link) => {
          // Scroll without changing the URL's hash (the router owns the URL).
          event.preventDefault();
          document.querySelector(link.href)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
      />
    </div>
  );
}

interface SaveBarProps {
  saving: boolean;
  disabled: boolean;
  onSave: () => void;
  onCancel: () => void;
}

/** Save (Ctrl/⌘+S, in its tooltip) and cancel, kept in view at the bottom of the window. */
export function SaveBar({ saving, disabled, onSave, onCancel }: SaveBarProps) {
  const { t } = useTranslation();
  return (
    <Card size="small" style={{ position: 'sticky', bottom: 0, zIndex: 10, boxShadow: '0 -2px 8px rgba(0,0,0,0.06)' }}>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('auntForm.actions.cancel')}</Button>
        <ShortcutTip shortcut="save" label={t('auntForm.actions.save')}>
          <Button type="primary" loading={saving} disabled={disabled} onClick={onSave}>
            {t('auntForm.actions.save')}
          </Button>
        </ShortcutTip>
      </Space>
    </Card>
  );
}
