import { useCallback, useRef, useState } from 'react';
import { App, Col, Form, Row } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { addAunt, copyAunt, editAunt, type Aunt } from '@/api/aunt';
import { validateAll } from '@/components/formValidation';
import { deriveFromIdCard } from '@/domain/idCard';
import { usePageState } from '@/hooks/pageMemory';
import { useIsMobile } from '@/layout/useIsMobile';
import { readDraft, useDraftSaver, type FormMode } from './draft';
import { FormNotices, SaveBar, SectionAnchor, type DraftNotice } from './FormChrome';
import { NOTHING_MASKED, factsOf, maskedFieldsOf, toInput, type AuntFormValues } from './formValues';
import { useLeaveGuard } from './useLeaveGuard';
import { BasicSection } from './sections/BasicSection';
import { PlaceSection } from './sections/PlaceSection';
import { PersonalSection } from './sections/PersonalSection';
import { IntentSection } from './sections/IntentSection';
import { SkillsSection } from './sections/SkillsSection';
import { PhotosSection } from './sections/PhotosSection';
import { IntroSection } from './sections/IntroSection';
import { HistorySection } from './sections/HistorySection';
import { OwnerSection } from './sections/OwnerSection';
import { CustomSection } from './sections/CustomSection';
import { SECTION_KEYS } from './sections/FormSection';
import { useCustomFormFields } from '@/components/customFields';
import { saveOnKey, useFormSubmit } from '@/hooks/useFormSubmit';
import { shownFields } from '@/domain/customForm';
import { pageLink } from '@/app/pageLinks';

export interface AuntFormProps {
  mode: FormMode;
  /** edit: the aunt; copy: the source aunt; add: null. */
  record: Aunt | null;
  initialValues: AuntFormValues;
  draftStorageKey: string;
  readOnly: boolean;
  /** Read-only because she is locked (not for lack of permission). */
  lockedOut?: boolean;
}

/**
 * The long aunt form: nine sections with an anchor, a draft kept while typing, a guard against
 * leaving with unsaved changes, and a save that keeps every value when the server refuses.
 */
export function AuntForm({ mode, record, initialValues, draftStorageKey, readOnly, lockedOut = false }: AuntFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [form] = Form.useForm<AuntFormValues>();
  const custom = useCustomFormFields('aunt');
  const shownCustom = shownFields(custom.fields ?? []);
  const hasCustom = shownCustom.length > 0 || custom.failed;
  const masked = mode === 'edit' ? maskedFieldsOf(record) : NOTHING_MASKED;
  const baseUpdatedTime = mode === 'edit' ? (record?.updatedTime ?? null) : null;
  const draftSaver = useDraftSaver(draftStorageKey, baseUpdatedTime);

  // A draft left by an earlier visit (or a reload) is restored over the record.
  const [restored] = useState(() => (readOnly ? null : readDraft(draftStorageKey)));
  // Kept with the page (hooks/pageMemory): a form mounted again after it left the live set shows
  // its typed values (the draft) without announcing them as restored, as it was left.
  const [draftNotice, setDraftNotice] = usePageState<DraftNotice | null>('auntForm.draftNotice', () =>
    restored ? { savedAt: restored.savedAt, stale: mode === 'edit' && restored.baseUpdatedTime !== baseUpdatedTime } : null,
  );
  const [startValues] = useState<AuntFormValues>(() => (restored ? { ...initialValues, ...restored.values } : initialValues));
  const dirty = useRef(restored !== null);
  const { saving, submit } = useFormSubmit(form, {
    check: async () =>
      (await validateAll(form, (count) => message.error(t('auntForm.rules.fixErrors', { count })))) ? (form.getFieldsValue(true) as AuntFormValues) : null,
    formError: () => null,
  });
  const isDirty = useCallback(() => dirty.current, []);
  useLeaveGuard(isDirty);

  function onValuesChange(changed: Partial<AuntFormValues>) {
    if ('idCard' in changed) {
      const derived = deriveFromIdCard(changed.idCard ?? '');
      if (derived) form.setFieldValue('gender', derived.gender);
    }
    dirty.current = true;
    draftSaver.schedule(form.getFieldsValue(true) as AuntFormValues);
  }

  function discardDraft() {
    draftSaver.clear();
    form.resetFields();
    form.setFieldsValue(initialValues);
    dirty.current = false;
    setDraftNotice(null);
    message.info(t('auntForm.draft.discarded'));
  }

  async function save() {
    if (readOnly) return;
    // The request layer has shown the server's message; every typed value stays, and a refusal
    // naming a field marks that field (useFormSubmit).
    await submit(
      (values) => {
        const input = toInput(values);
        if (mode === 'edit' && record) return editAunt({ ...input, auntId: record.auntId });
        if (mode === 'copy' && record) return copyAunt({ ...input, auntId: record.auntId });
        return addAunt(input);
      },
      (saved) => {
        draftSaver.clear();
        dirty.current = false;
        setDraftNotice(null);
        message.success(t(`auntForm.saved.${mode}`));
        // A kept-alive add page must not show the last aunt's values next time.
        if (mode !== 'edit') form.setFieldsValue(initialValues);
        navigate(pageLink.auntDetail(saved.auntId));
      },
    );
  }

  return (
    <Row gutter={24} wrap={false}>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <FormNotices
          mode={mode}
          sourceName={mode === 'copy' ? (record?.auntName ?? null) : null}
          readOnly={readOnly && !lockedOut}
          locked={lockedOut}
          draft={draftNotice}
          onDiscardDraft={discardDraft}
        />
        <Form<AuntFormValues>
          onKeyDown={(event) => saveOnKey(event, () => void save())}
          form={form}
          layout="vertical"
          initialValues={startValues}
          onValuesChange={onValuesChange}
          disabled={readOnly}
          scrollToFirstError
          name={`aunt-${mode}`}
        >
          <BasicSection masked={masked} recordFacts={factsOf(record)} />
          <PlaceSection />
          <PersonalSection />
          <IntentSection />
          <SkillsSection disabled={readOnly} />
          <PhotosSection disabled={readOnly} />
          <IntroSection />
          <HistorySection disabled={readOnly} />
          {hasCustom && <CustomSection fields={custom.fields ?? []} failed={custom.failed} onRetry={custom.reload} disabled={readOnly} />}
          <OwnerSection ownerName={record?.teacherName} />
        </Form>
        <SaveBar
          saving={saving}
          disabled={readOnly}
          onSave={() => void save()}
          onCancel={() => navigate(mode === 'edit' && record ? pageLink.auntDetail(record.auntId) : '/aunt/all')}
        />
      </Col>
      {!isMobile && (
        <Col flex="180px">
          <SectionAnchor sections={hasCustom ? SECTION_KEYS : SECTION_KEYS.filter((key) => key !== 'custom')} />
        </Col>
      )}
    </Row>
  );
}
