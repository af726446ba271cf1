/**
 * The "add a job" dialog, used by the jobs page (with an employer chooser) and by an employer's
 * jobs panel (the employer fixed and not shown). The job's place defaults from the chosen
 * employer. Saving calls addJobs once (the button spins, a second press does nothing); a
 * failure keeps every typed value, and a refusal that names a field marks it (hooks/useFormSubmit).
 *
 * @example
 *   <JobFormDialog open={open} employer={employer} onClose={() => setOpen(false)} onSaved={() => table.refresh()} />
 */
import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { addJobs } from '@/api/employer';
import type { Employer, EmployerJob } from '@/api/employer.types';
import { saveOnKey, useFormSubmit } from '@/hooks/useFormSubmit';
import { JobFormFields } from './JobFormDialogFields';
import { DEFAULT_REST_DAYS, toAddJobsRequest, type JobFormField, type JobFormValues } from './JobFormDialogValues';
import '@/i18n/texts/jobs';

export interface JobFormDialogProps {
  open: boolean;
  /** The employer the job is for; absent: the user chooses one. */
  employer?: Employer;
  onClose: () => void;
  onSaved: (job: EmployerJob) => void;
}

/** The employer's place as job form values (the default place of the job). */
const placeOf = (employer: Pick<Employer, 'cityId' | 'district' | 'address'>): Partial<JobFormValues> => ({
  cityId: employer.cityId || undefined,
  district: employer.district,
  address: employer.address,
});

export function JobFormDialog({ open, employer, onClose, onSaved }: JobFormDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<JobFormValues>();
  const { saving, submit } = useFormSubmit(form, { formError: () => null });
  const initialValues: JobFormValues = { restDays: DEFAULT_REST_DAYS, ...(employer ? placeOf(employer) : {}) };

  const onEmployerPicked = (picked: Employer | undefined) => {
    if (!picked) return;
    // Fill the place only where the user has not typed one.
    const place = placeOf(picked);
    const untouched = (Object.keys(place) as JobFormField[]).filter((field) => !form.isFieldTouched(field) || !form.getFieldValue(field));
    form.setFieldsValue(Object.fromEntries(untouched.map((field) => [field, place[field]])));
  };

  // The request layer has shown a refusal's message; the typed values stay, and a refusal naming a
  // field this dialog shows marks it (useFormSubmit; the fixed employer is not shown).
  const save = () =>
    submit(
      (values) => addJobs(toAddJobsRequest(values, employer?.employerId ?? (values.employerId as number))),
      (job) => {
        void message.success(t('jobs.form.saved', { title: job.title }));
        onSaved(job);
        onClose();
      },
    );

  return (
    <Modal
      open={open}
      title={employer ? t('jobs.form.titleFor', { name: employer.employerName }) : t('jobs.form.title')}
      width={640}
      okText={t('jobs.form.submit')}
      cancelText={t('jobs.form.cancel')}
      okButtonProps={{ htmlType: 'submit', loading: saving }}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      modalRender={(dialog) => (
        <Form<JobFormValues>
          onKeyDown={(event) => saveOnKey(event, () => void save())}
          form={form}
          layout="vertical"
          name="job-form"
          initialValues={initialValues}
          clearOnDestroy
          scrollToFirstError
          onFinish={() => void save()}
        >
          {dialog}
        </Form>
      )}
    >
      <JobFormFields chooseEmployer={!employer} onEmployerPicked={onEmployerPicked} />
    </Modal>
  );
}
