/**
 * The employer form (create and edit) in a wide drawer: basic information, needs, address,
 * household, the company's own fields, owner (create only) and remarks. A refused save keeps every typed value and marks
 * the field the server names; closing with unsaved changes asks first. Enter in a text field
 * never saves (there is no submit button inside the form); Save cannot be pressed twice.
 */
import { useRef, useState } from 'react';
import { App, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { createEmployer, updateEmployer } from '@/api/employer';
import type { Employer } from '@/api/employer.types';
import { validateAll } from '@/components/formValidation';
import { useSession } from '@/stores/session';
import { AddressSection } from './AddressSection';
import { BasicSection } from './BasicSection';
import { HouseholdSection } from './HouseholdSection';
import { NeedSection } from './NeedSection';
import { OtherSection } from './OtherSection';
import { CustomSection } from './CustomSection';
import { useCustomFormFields } from '@/components/customFields';
import { RecordFormDrawer } from '@/components/recordForm/RecordFormDrawer';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { changedFields, emptyValues, toInput, valuesOf, type EmployerFormValues } from './formValues';
import '@/i18n/texts/employer';

export interface EmployerFormDrawerProps {
  open: boolean;
  /** The employer to edit; null for a new one. */
  employer: Employer | null;
  /** A new employer's first values (e.g. a mini-program member's name and mobile); ignored when editing. */
  prefill?: Partial<EmployerFormValues>;
  /** Said under the mobile field (e.g. the full mobile could not be filled: type it). */
  mobileHint?: string;
  onClose: () => void;
  /** After a successful save, with the record the server answered. */
  onSaved: (employer: Employer) => void;
}

/** Mounted while open, so each opening starts from the record (or blank). */
export function EmployerFormDrawer(props: EmployerFormDrawerProps) {
  if (!props.open) return null;
  return <FormDrawer key={props.employer?.employerId ?? 'new'} {...props} />;
}

function FormDrawer({ employer, prefill, mobileHint, onClose, onSaved }: EmployerFormDrawerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useSession((state) => state.user);
  const [form] = Form.useForm<EmployerFormValues>();
  const custom = useCustomFormFields('employer');
  const [initialValues] = useState(() => (employer ? valuesOf(employer) : { ...emptyValues(me?.userId ?? 0), ...prefill }));
  const dirty = useRef(false);
  const { saving, submit } = useFormSubmit(form, {
    check: async () =>
      (await validateAll(form, (count) => void message.error(t('employer.form.fixErrors', { count }))))
        ? (form.getFieldsValue(true) as EmployerFormValues)
        : null,
    formError: () => null,
  });

  // The request layer has shown a refusal's message; every typed value stays, and a refusal
  // naming a field marks that field (useFormSubmit).
  const save = () =>
    submit(
      (values) => {
        const input = toInput(values);
        if (!employer) return createEmployer(input);
        const changes = changedFields(toInput(initialValues), input);
        return Object.keys(changes).length === 0 ? Promise.resolve(null) : updateEmployer({ employerId: employer.employerId, ...changes });
      },
      (saved) => {
        dirty.current = false;
        if (!saved) void message.info(t('employer.form.nothingChanged'));
        else {
          void message.success(employer ? t('employer.form.saved') : t('employer.form.created', { name: saved.employerName }));
          onSaved(saved);
        }
        onClose();
      },
    );

  return (
    <RecordFormDrawer
      title={employer ? t('employer.form.titleEdit', { name: employer.employerName }) : t('employer.form.titleCreate')}
      form={form}
      dirty={() => dirty.current}
      saving={saving}
      onSave={save}
      onClose={onClose}
    >
      <Form<EmployerFormValues>
        form={form}
        name={employer ? `employer-edit-${employer.employerId}` : 'employer-create'}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={() => {
          dirty.current = true;
        }}
        scrollToFirstError
      >
        <BasicSection mobileHint={mobileHint} />
        <NeedSection />
        <AddressSection />
        <HouseholdSection />
        <CustomSection fields={custom.fields ?? []} />
        <OtherSection withOwner={!employer} />
      </Form>
    </RecordFormDrawer>
  );
}
