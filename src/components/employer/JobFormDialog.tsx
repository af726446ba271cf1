/**
 * The "add a job" dialog, used by the jobs page (with an employer chooser) and by an employer's
 * jobs panel (the employer fixed and not shown). The job's place defaults from the chosen
 * employer. Saving calls addJobs once (the button spins, a second press does nothing); a
 * failure keeps every typed value, and a validation message that names a field marks it.
 *
 * @example
 *   <JobFormDialog open={open} employer={employer} onClose={() => setOpen(false)} onSaved={() => table.refresh()} />
 */
import { App, Form, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addJobs } from '@/api/employer';
import type { Employer, EmployerJob } from '@/api/employer.types';
import { isApiError } from '@/api/errors';
import { JobFormFields } from './JobFormDialogFields';
import { DEFAULT_REST_DAYS, jobFieldOfMessage, toAddJobsRequest, type JobFormField, type JobFormValues } from './JobFormDialogValues';
import '@/i18n/texts/jobs';

const VALIDATION_CODE = 40001;

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
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<JobFormValues>();
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const initialValues: JobFormValues = { restDays: DEFAULT_REST_DAYS, ...(employer ? placeOf(employer) : {}) };

  const onEmployerPicked = (picked: Employer | undefined) => {
    if (!picked) return;
    // Fill the place only where the user has not typed one.
    const place = placeOf(picked);
    const untouched = (Object.keys(place) as JobFormField[]).filter((field) => !form.isFieldTouched(field) || !form.getFieldValue(field));
    form.setFieldsValue(Object.fromEntries(untouched.map((field) => [field, place[field]])));
  };

  /** The texts that name a field in a server message: its label and aliases. */
  const namesOf = (field: JobFormField) => [
    t(`jobs.form.fields.${field}`),
    ...(i18n.exists(`jobs.form.fieldAliases.${field}`) ? t(`jobs.form.fieldAliases.${field}`).split('|') : []),
  ];

  const save = async (values: JobFormValues) => {
    const employerId = employer?.employerId ?? values.employerId;
    if (busy.current || !employerId) return;
    busy.current = true;
    setSaving(true);
    try {
      const job = await addJobs(toAddJobsRequest(values, employerId));
      void message.success(t('jobs.form.saved', { title: job.title }));
      onSaved(job);
      onClose();
    } catch (error) {
      // The request layer has shown the server's message; the typed values stay. A validation
      // message naming a field also marks that field.
      if (isApiError(error) && error.kind === 'business' && error.code === VALIDATION_CODE && error.serverMessage) {
        const field = jobFieldOfMessage(error.serverMessage, namesOf);
        if (field && (field !== 'employerId' || !employer)) form.setFields([{ name: field, errors: [error.serverMessage] }]);
      }
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

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
        <Form<JobFormValues> form={form} layout="vertical" name="job-form" initialValues={initialValues} clearOnDestroy scrollToFirstError onFinish={(values) => void save(values)}>
          {dialog}
        </Form>
      )}
    >
      <JobFormFields chooseEmployer={!employer} onEmployerPicked={onEmployerPicked} />
    </Modal>
  );
}
