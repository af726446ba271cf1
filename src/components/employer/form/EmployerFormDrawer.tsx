/**
 * The employer form (create and edit) in a wide drawer: basic information, needs, address,
 * household, the company's own fields, owner (create only) and remarks. A refused save keeps every typed value and marks
 * the field the server names; closing with unsaved changes asks first. Enter in a text field
 * never saves (there is no submit button inside the form); Save cannot be pressed twice.
 */
import { useRef, useState } from 'react';
import { App, Button, Drawer, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { createEmployer, updateEmployer } from '@/api/employer';
import type { Employer } from '@/api/employer.types';
import { useIsMobile } from '@/layout/useIsMobile';
import { validateAll } from '@/components/formValidation';
import { useSession } from '@/stores/session';
import { AddressSection } from './AddressSection';
import { BasicSection } from './BasicSection';
import { HouseholdSection } from './HouseholdSection';
import { NeedSection } from './NeedSection';
import { OtherSection } from './OtherSection';
import { CustomSection } from './CustomSection';
import { useCustomFormFields } from '@/components/customFields';
import { saveOnKey, useFormSubmit } from '@/hooks/useFormSubmit';
import { changedFields, emptyValues, toInput, valuesOf, type EmployerFormValues } from './formValues';
import '@/i18n/texts/employer';

export interface EmployerFormDrawerProps {
  open: boolean;
  /** The employer to edit; null for a new one. */
  employer: Employer | null;
  /** A new employer's first values (e.g. a mini-program member's name and mobile); ignored when editing. */
  prefill?: Partial<EmployerFormValues>;
  onClose: () => void;
  /** After a successful save, with the record the server answered. */
  onSaved: (employer: Employer) => void;
}

const DRAWER_WIDTH = 720;

/** Mounted while open, so each opening starts from the record (or blank). */
export function EmployerFormDrawer(props: EmployerFormDrawerProps) {
  if (!props.open) return null;
  return <FormDrawer key={props.employer?.employerId ?? 'new'} {...props} />;
}

function FormDrawer({ employer, prefill, onClose, onSaved }: EmployerFormDrawerProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const isMobile = useIsMobile();
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

  const requestClose = () => {
    if (saving) return;
    if (!dirty.current) return onClose();
    modal.confirm({
      title: t('employer.form.leave.title'),
      content: t('employer.form.leave.content'),
      okText: t('employer.form.leave.ok'),
      cancelText: t('employer.form.leave.cancel'),
      okButtonProps: { danger: true },
      onOk: onClose,
    });
  };

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
    <Drawer
      open
      title={employer ? t('employer.form.titleEdit', { name: employer.employerName }) : t('employer.form.titleCreate')}
      size={isMobile ? '100%' : DRAWER_WIDTH}
      onClose={requestClose}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={requestClose} disabled={saving}>
            {t('employer.form.cancel')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('employer.form.save')}
          </Button>
        </Flex>
      }
    >
      <Form<EmployerFormValues>
        onKeyDown={(event) => saveOnKey(event, () => void save())}
        form={form}
        name={employer ? `employer-edit-${employer.employerId}` : 'employer-create'}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={() => {
          dirty.current = true;
        }}
        scrollToFirstError
      >
        <BasicSection />
        <NeedSection />
        <AddressSection />
        <HouseholdSection />
        <CustomSection fields={custom.fields ?? []} />
        <OtherSection withOwner={!employer} />
      </Form>
    </Drawer>
  );
}
