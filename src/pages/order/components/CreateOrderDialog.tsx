/**
 * Creates a recruitment order: employer* (searchable), optionally one of his enabled jobs
 * (choosing it fills service type, salary, address and requirements), then the order's fields.
 * While no job is chosen, the employer's needs (service type, budget as the top salary, address)
 * fill every one of those fields the user has not typed in; a fixed employer's from the start.
 * A created order opens its detail page; a failure keeps what was typed and shows the message.
 * Render it only while open (each opening starts fresh).
 *
 * @example {creating && <CreateOrderDialog seed={{ employerId: 12 }} onClose={() => setCreating(false)} />}
 */
import { Alert, App, Form, Select } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Employer, EmployerJob } from '@/api/employer.types';
import { create } from '@/api/order';
import { EmployerSelect } from './EmployerSelect';
import { OrderFormFields } from './OrderFormFields';
import { invalidateOrders } from './orderChanges';
import {
  EMPLOYER_NEED_FIELDS,
  bodyOfFields,
  sameValue,
  valuesOfEmployerNeeds,
  valuesOfJob,
  type CreateOrderValues,
  type OrderFieldValues,
} from './orderFormValues';
import { usePrefilledEmployer } from './usePrefilledEmployer';
import { useEmployerJobs } from './useEmployerJobs';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { pageLink } from '@/app/pageLinks';
import '@/i18n/texts/order';

export interface CreateOrderSeed {
  employerId?: number;
  jobId?: number;
}

interface CreateOrderDialogProps {
  /** A fixed employer (his detail page): not changeable. */
  employer?: Employer;
  /** Prefill by ids (the jobs page's link): the employer and job are loaded. */
  seed?: CreateOrderSeed;
  onClose: () => void;
}

export function CreateOrderDialog({ employer: fixed, seed, onClose }: CreateOrderDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<CreateOrderValues>();
  const [chosen, setChosen] = useState<Employer | null>(fixed ?? null);
  const [cityId, setCityId] = useState<number | undefined>(fixed?.cityId || undefined);
  const { saving, error, setError, submit: save } = useFormSubmit(form);
  const employerId = Form.useWatch('employerId', form) ?? fixed?.employerId;
  const { jobs: loadedJobs, loading: jobsLoading } = useEmployerJobs(employerId);
  // The job a ?create=1 link names shows by its title while his job list is still loading.
  const [linkedJob, setLinkedJob] = useState<EmployerJob | null>(null);
  const jobs =
    linkedJob && linkedJob.employerId === employerId && !loadedJobs.some((job) => job.jobId === linkedJob.jobId) ? [linkedJob, ...loadedJobs] : loadedJobs;

  // What the dialog itself last put into the need fields: a field still holding it (or blank) is not the user's.
  const filled = useRef<OrderFieldValues>(fixed ? valuesOfEmployerNeeds(fixed) : {});
  const chooseJob = (job: EmployerJob) => {
    const values = valuesOfJob(job);
    form.setFieldsValue(values);
    filled.current = values;
    setCityId(job.cityId || undefined);
  };
  // The employer's needs replace what the user has not typed himself (an earlier employer's or job's values).
  const fillFromNeeds = (employer: Employer | null) => {
    const needs = valuesOfEmployerNeeds(employer);
    for (const name of EMPLOYER_NEED_FIELDS) {
      if (sameValue(form.getFieldValue(name), filled.current[name])) form.setFieldValue(name, needs[name]);
    }
    filled.current = needs;
  };
  const chooseEmployer = (next: Employer | null) => {
    setChosen(next);
    setCityId(next?.cityId || undefined);
    form.setFieldValue('jobId', null);
    fillFromNeeds(next);
  };
  usePrefilledEmployer(fixed ? undefined : seed, (employer, job) => {
    setChosen(employer);
    setCityId(employer.cityId || undefined);
    form.setFieldValue('employerId', employer.employerId);
    if (job) {
      setLinkedJob(job);
      form.setFieldValue('jobId', job.jobId);
      chooseJob(job);
    } else chooseEmployer(employer);
  });

  // Sent silent: a refusal naming a field marks it, any other shows above the form (useFormSubmit).
  const submit = () =>
    save(
      (values) => create({ ...bodyOfFields(values), employerId: values.employerId as number, jobId: values.jobId ?? null, cityId }, { silent: true }),
      (order) => {
        void message.success(t('order.create.done', { orderNo: order.orderNo }));
        void invalidateOrders();
        onClose();
        navigate(pageLink.orderDetail(order.orderId));
      },
    );

  return (
    <RecordFormModal title={t('order.create.title')} form={form} saving={saving} onSave={submit} onClose={onClose} width={560} okText={t('order.create.ok')}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<CreateOrderValues>
        form={form}
        layout="vertical"
        initialValues={{ employerId: fixed?.employerId, jobId: null, ...(fixed ? valuesOfEmployerNeeds(fixed) : {}) }}
        onValuesChange={() => setError(null)}
      >
        <Form.Item name="employerId" label={t('order.fields.employer')} rules={[{ required: true, message: t('order.create.employerRequired') }]}>
          <EmployerSelect selected={chosen} disabled={Boolean(fixed)} onChange={(_id, employer) => chooseEmployer(employer)} />
        </Form.Item>
        <Form.Item name="jobId" label={t('order.fields.job')} extra={t('order.create.jobHint')}>
          <Select<number | null>
            virtual={false}
            allowClear
            aria-label={t('order.fields.job')}
            placeholder={employerId ? t('order.create.jobPlaceholder') : t('order.create.employerFirst')}
            disabled={!employerId}
            loading={jobsLoading}
            notFoundContent={t('order.create.noJobs')}
            onChange={(jobId) => {
              const job = jobs.find((candidate) => candidate.jobId === jobId);
              if (job) chooseJob(job);
              else {
                // Cleared: back to the employer's needs (and his city).
                setCityId(chosen?.cityId || undefined);
                fillFromNeeds(chosen);
              }
            }}
            options={jobs.map((job) => ({ value: job.jobId, label: job.title }))}
          />
        </Form.Item>
        <OrderFormFields />
      </Form>
    </RecordFormModal>
  );
}
