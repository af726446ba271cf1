/**
 * Creating an order (a drawer) and correcting one (a dialog), on one set of person fields
 * (PersonFields); each keeps its state and its save here:
 * - product (getInsProducts, cached; 刷新 asks again: ProductField), insured date (today to 90 days ahead);
 * - the insured person picked from the company's aunts (name, gender, id number prefilled and
 *   editable) or typed; id type identity card (rule + check digit) or passport (5–17 letters or
 *   digits); a warning, not a block, when the person's age is outside the product's ages;
 * - the applicant: the agency (its name and the user's mobile prefilled) or an employer (picked: ApplicantFields).
 * A refused save keeps what was typed and shows the server's words.
 */
import { Alert, Divider, Form } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getAunt, type Aunt } from '@/api/aunt';
import { auntQueries } from '@/api/aunt.queries';
import type { ListResult } from '@/api/types';
import { orderCorrect, orderCreate, type InsuranceOrder } from '@/api/insurance';
import { insuranceQueries } from '@/api/insurance.queries';
import { maskMobile } from '@/domain/personalData';
import { isCancelled, loadErrorText } from '@/hooks/loadError';
import { RecordFormDrawer } from '@/components/recordForm/RecordFormDrawer';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { useQueryData } from '@/hooks/useQueryData';
import { useSession } from '@/stores/session';
import { chinaToday } from '../display';
import { ApplicantFields } from './ApplicantFields';
import { agencyOf, correctionBody, createOrderBody, type CreateValues, type PersonValues } from './orderFormValues';
import { AgeWarning, PersonFields } from './PersonFields';
import { ProductField } from './ProductField';
import { revealForOrder } from './revealForOrder';
import { RemoteSelect, type Option } from './RemoteSelect';

/** One aunt with the spec's getAunt body {auntId, isDeleted, userId}: a live aunt, asked for by the signed-in user. */
const loadAunt = (auntId: number) => getAunt({ auntId, isDeleted: 0, userId: useSession.getState().user?.userId ?? 0 }, { silent: true });

const auntOptions = (answer: ListResult<Aunt>): Option[] =>
  answer.list.map((aunt) => ({ value: aunt.auntId, label: `${aunt.auntName}${aunt.mobile ? ` · ${maskMobile(aunt.mobile)}` : ''}` }));

interface CreateOrderDrawerProps {
  open: boolean;
  /** Prefills: a product (from the products page) and an aunt (from her detail page). */
  productId?: number;
  auntId?: number;
  onClose: () => void;
  onCreated: (order: InsuranceOrder) => void;
}

export function CreateOrderDrawer({ open, productId, auntId, onClose, onCreated }: CreateOrderDrawerProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreateValues>();
  const insProducts = useQueryData(insuranceQueries.insProducts(), { enabled: open });
  const loadedProducts = insProducts.data;
  const products = useMemo(() => loadedProducts ?? [], [loadedProducts]);
  const loadingProducts = insProducts.loading;
  const { saving, error: refusal, setError: setRefusal, submit: save } = useFormSubmit(form);
  const chosenProductId = Form.useWatch('productId', form);
  const chosen = products.find((product) => product.productId === chosenProductId);

  /** Her name, gender and identity number (revealForOrder) into the insured person's fields, checked at once. */
  const fillAunt = useCallback(
    async (aunt: Aunt) => {
      const idNo = await revealForOrder('aunt', aunt.auntId, 'idCard', aunt.idCard);
      form.setFieldsValue({ auntId: aunt.auntId, insurerName: aunt.auntName, insurerGender: aunt.gender, insurerIdType: 0, insurerIdNo: idNo });
      if (idNo) void form.validateFields(['insurerIdNo']).catch(() => undefined);
    },
    [form],
  );
  const auntRefused = (error: unknown) => {
    if (!isCancelled(error)) setRefusal(loadErrorText(error));
  };
  const pickAunt = (id?: number) => {
    if (id) loadAunt(id).then(fillAunt, auntRefused);
  };

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({
      applicantType: 0,
      insurerIdType: 0,
      insuredDate: dayjs(chinaToday()).add(1, 'day'),
      productId,
      ...agencyOf(useSession.getState().user),
    });
    if (auntId)
      loadAunt(auntId).then(fillAunt, (error: unknown) => {
        if (!isCancelled(error)) setRefusal(loadErrorText(error));
      });
  }, [auntId, fillAunt, form, open, productId, setRefusal]);

  // Sent silent: a refusal shows above the form (or under the field it names); what was typed stays.
  const submit = () => save((values) => orderCreate(createOrderBody(values), { silent: true }), onCreated);

  return (
    <RecordFormDrawer
      open={open}
      title={t('insurance.form.createTitle')}
      width={560}
      form={form}
      saving={saving}
      onSave={submit}
      onClose={onClose}
      okText={t('insurance.form.submit')}
    >
      <Form form={form} layout="vertical" requiredMark name="insuranceCreate">
        {refusal && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={refusal} />}
        <ProductField products={products} loading={loadingProducts} onReload={insProducts.reload} />
        <Divider titlePlacement="start">{t('insurance.form.insuredSection')}</Divider>
        <Form.Item name="auntId" label={t('insurance.form.pickAunt')}>
          <RemoteSelect
            search={auntQueries.search}
            toOptions={auntOptions}
            ariaLabel={t('insurance.form.pickAunt')}
            placeholder={t('insurance.form.pickAuntPlaceholder')}
            onChange={pickAunt}
          />
        </Form.Item>
        <AgeWarning form={form} product={chosen} />
        <PersonFields />
        <Divider titlePlacement="start">{t('insurance.form.applicantSection')}</Divider>
        <ApplicantFields form={form} />
      </Form>
    </RecordFormDrawer>
  );
}

interface CorrectOrderDialogProps {
  order: InsuranceOrder | null;
  onClose: () => void;
  onCorrected: (order: InsuranceOrder) => void;
}

/** Correcting the insured person or the start date (before cover starts): only what changed is sent. */
export function CorrectOrderDialog({ order, onClose, onCorrected }: CorrectOrderDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PersonValues>();
  const { saving, error: refusal, submit: save } = useFormSubmit(form);

  useEffect(() => {
    if (!order) return;
    form.setFieldsValue({
      insuredDate: dayjs(order.insuredDate),
      insurerName: order.insurerName,
      insurerGender: order.insurerGender,
      insurerIdType: order.insurerIdType,
      insurerIdNo: order.insurerIdNo,
    });
    // Its warnings (a birth date off the calendar) show without a keystroke.
    void form.validateFields(['insurerIdNo']).catch(() => undefined);
  }, [form, order]);

  if (!order) return null;

  const submit = () =>
    save((values) => {
      const body = correctionBody(order, values);
      return body ? orderCorrect(body, { silent: true }) : Promise.reject(new Error(t('insurance.form.unchanged')));
    }, onCorrected);

  return (
    <RecordFormModal title={t('insurance.form.correctTitle')} form={form} saving={saving} onSave={submit} onClose={onClose}>
      <Form form={form} layout="vertical" name="insuranceCorrect">
        {refusal && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} title={refusal} />}
        <PersonFields />
      </Form>
    </RecordFormModal>
  );
}
