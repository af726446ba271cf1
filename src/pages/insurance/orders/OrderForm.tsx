/**
 * Creating an order (a drawer) and correcting one (a dialog), on one set of person fields:
 * - product (getInsProducts, cached; 刷新 asks again), insured date (today to 90 days ahead);
 * - the insured person picked from the company's aunts (name, gender, id number prefilled and
 *   editable) or typed; id type identity card (rule + check digit) or passport (5–17 letters or
 *   digits); a warning, not a block, when the person's age is outside the product's ages;
 * - the applicant: the agency (its name and the user's mobile prefilled) or an employer (picked).
 * A refused save keeps what was typed and shows the server's words.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Divider, Drawer, Flex, Form, Input, Modal, Radio, Select, Space, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAunt, getAunts, type Aunt } from '@/api/aunt';
import { getEmployerByFilter } from '@/api/employer';
import { orderCorrect, orderCreate, productGetInsProducts, type CorrectOrderRequest, type InsProduct, type InsuranceOrder, type InsuranceOrderInput } from '@/api/insurance';
import type { InsuranceGender, InsuranceIdType } from '@/api/insurance.types';
import { numberOfDay } from '@/domain/chinaTime';
import { INSURED_NAME, MOBILE_RE, ageOnDay, insuredIdProblem } from '@/domain/insuredPerson';
import { isCancelled, loadErrorText } from '@/hooks/loadError';
import { useSession } from '@/stores/session';
import type { UserInfo } from '@/api/user';
import { chinaToday, premiumText, productText } from '../display';

export const MAX_DAYS_AHEAD = 90;

interface PersonValues {
  insuredDate?: Dayjs;
  insurerName?: string;
  insurerGender?: InsuranceGender;
  insurerIdType?: InsuranceIdType;
  insurerIdNo?: string;
}

interface CreateValues extends PersonValues {
  productId?: number;
  auntId?: number;
  applicantType: 0 | 1;
  employerId?: number;
  applicantName?: string;
  applicantGender?: InsuranceGender;
  applicantIdType?: InsuranceIdType;
  applicantIdNo?: string;
  applicantMobile?: string;
}

/** The days a start date may take: today (China) to 90 days ahead. */
export function insuredDateAllowed(day: string, today: string = chinaToday()): boolean {
  return day >= today && numberOfDay(day) - numberOfDay(today) <= MAX_DAYS_AHEAD;
}

/** Rules of an id number field reading its type from `typeField`. */
function useIdRule(typeField: string) {
  const { t } = useTranslation();
  return useCallback(
    ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
      validator: (_: unknown, value: string | undefined) => {
        const problem = insuredIdProblem((getFieldValue(typeField) as InsuranceIdType | undefined) ?? 0, value);
        return problem ? Promise.reject(new Error(t(`insurance.form.idProblem.${problem}`))) : Promise.resolve();
      },
    }),
    [t, typeField],
  );
}

function PersonFields({ withDate = true }: { withDate?: boolean }) {
  const { t } = useTranslation();
  const idRule = useIdRule('insurerIdType');
  const today = chinaToday();
  return (
    <>
      {withDate && (
        <Form.Item
          name="insuredDate"
          label={t('insurance.form.insuredDate')}
          extra={t('insurance.form.insuredDateHint')}
          rules={[
            { required: true, message: t('insurance.form.required', { label: t('insurance.form.insuredDate') }) },
            { validator: (_, value?: Dayjs) => (!value || insuredDateAllowed(value.format('YYYY-MM-DD'), today) ? Promise.resolve() : Promise.reject(new Error(t('insurance.form.dateRange')))) },
          ]}
        >
          <DatePicker style={{ width: '100%' }} disabledDate={(day) => !insuredDateAllowed(day.format('YYYY-MM-DD'), today)} />
        </Form.Item>
      )}
      <Form.Item
        name="insurerName"
        label={t('insurance.form.name')}
        rules={[
          { required: true, whitespace: true, message: t('insurance.form.required', { label: t('insurance.form.name') }) },
          { min: INSURED_NAME.min, max: INSURED_NAME.max, message: t('insurance.form.nameLength') },
        ]}
      >
        <Input maxLength={INSURED_NAME.max} />
      </Form.Item>
      <Form.Item name="insurerGender" label={t('insurance.form.gender')} rules={[{ required: true, message: t('insurance.form.required', { label: t('insurance.form.gender') }) }]}>
        <Radio.Group
          options={[
            { value: 0, label: t('insurance.gender.female') },
            { value: 1, label: t('insurance.gender.male') },
          ]}
        />
      </Form.Item>
      <Form.Item name="insurerIdType" label={t('insurance.form.idType')}>
        <Radio.Group
          options={[
            { value: 0, label: t('insurance.idType.idCard') },
            { value: 1, label: t('insurance.idType.passport') },
          ]}
        />
      </Form.Item>
      <Form.Item name="insurerIdNo" label={t('insurance.form.idNo')} dependencies={['insurerIdType']} rules={[idRule]}>
        <Input maxLength={18} autoComplete="off" />
      </Form.Item>
    </>
  );
}

/** The warning when the insured person's age on the start date is outside the product's ages. */
function AgeWarning({ form, product }: { form: FormInstance; product: { ageMin: number; ageMax: number } | undefined }) {
  const { t } = useTranslation();
  const idType = Form.useWatch<InsuranceIdType | undefined>('insurerIdType', form) ?? 0;
  const idNo = Form.useWatch<string | undefined>('insurerIdNo', form) ?? '';
  const date = Form.useWatch<Dayjs | undefined>('insuredDate', form);
  if (!product || insuredIdProblem(idType, idNo) !== null) return null;
  const age = ageOnDay(idType, idNo.trim(), (date ?? dayjs()).format('YYYY-MM-DD'));
  if (age === null || (age >= product.ageMin && age <= product.ageMax)) return null;
  return <Alert type="warning" showIcon role="alert" style={{ marginBottom: 16 }} message={t('insurance.form.ageWarning', { age, min: product.ageMin, max: product.ageMax })} />;
}

interface Option {
  value: number;
  label: string;
}

/** A select searching the server as one types (aunts, employers). */
function RemoteSelect({ search, placeholder, value, onChange, ariaLabel }: { search: (keyword: string) => Promise<Option[]>; placeholder: string; value?: number; onChange?: (value?: number) => void; ariaLabel: string }) {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const run = useCallback(
    (keyword: string) => {
      const ticket = ++latest.current;
      setLoading(true);
      void search(keyword)
        .then((found) => {
          if (ticket === latest.current) setOptions(found);
        })
        .finally(() => {
          if (ticket === latest.current) setLoading(false);
        });
    },
    [search],
  );
  return (
    <Select
      onFocus={() => {
        if (options.length === 0) run('');
      }}
      showSearch
      allowClear
      aria-label={ariaLabel}
      value={value}
      onChange={(next?: number) => onChange?.(next)}
      placeholder={placeholder}
      filterOption={false}
      onSearch={run}
      loading={loading}
      options={options}
    />
  );
}

interface CreateOrderDrawerProps {
  open: boolean;
  /** Prefills: a product (from the products page) and an aunt (from her detail page). */
  productId?: number;
  auntId?: number;
  onClose: () => void;
  onCreated: (order: InsuranceOrder) => void;
}

/** The agency as applicant: its name and the user's mobile. */
const agencyOf = (user: UserInfo | null) => ({ applicantName: user?.company.companyName ?? '', applicantMobile: user?.mobile ?? '' });

export function CreateOrderDrawer({ open, productId, auntId, onClose, onCreated }: CreateOrderDrawerProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [form] = Form.useForm<CreateValues>();
  const user = useSession((state) => state.user);
  const [loadedProducts, setProducts] = useState<InsProduct[] | null>(null);
  const [reloading, setReloading] = useState(false);
  const products = useMemo(() => loadedProducts ?? [], [loadedProducts]);
  const loadingProducts = loadedProducts === null || reloading;
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const applicantType = Form.useWatch('applicantType', form) ?? 0;
  const chosenProductId = Form.useWatch('productId', form);
  const chosen = products.find((product) => product.productId === chosenProductId);

  const reloadProducts = async () => {
    setReloading(true);
    try {
      setProducts(await productGetInsProducts(undefined, true));
    } finally {
      setReloading(false);
    }
  };

  const agency = useMemo(() => agencyOf(user), [user]);

  /** Her name, gender and identity number into the insured person's fields (a masked number is left to type). */
  const fillAunt = useCallback(
    (aunt: Aunt) => form.setFieldsValue({ auntId: aunt.auntId, insurerName: aunt.auntName, insurerGender: aunt.gender, insurerIdType: 0, insurerIdNo: aunt.idCard.includes('*') ? '' : aunt.idCard }),
    [form],
  );
  const auntRefused = (error: unknown) => {
    if (!isCancelled(error)) setRefusal(loadErrorText(error));
  };
  const pickAunt = (id?: number) => {
    if (id) getAunt({ auntId: id }, { silent: true }).then(fillAunt, auntRefused);
  };

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ applicantType: 0, insurerIdType: 0, insuredDate: dayjs(chinaToday()).add(1, 'day'), productId, ...agencyOf(useSession.getState().user) });
    void productGetInsProducts().then((list) => setProducts(list));
    if (auntId)
      getAunt({ auntId }, { silent: true }).then(fillAunt, (error: unknown) => {
        if (!isCancelled(error)) setRefusal(loadErrorText(error));
      });
  }, [auntId, fillAunt, form, open, productId]);

  const searchAunts = useCallback(
    async (keyword: string): Promise<Option[]> => {
      const { list } = await getAunts({ scope: 'all', keyword: keyword || undefined, page: 1, pageSize: 20 }, { silent: true }).catch(() => ({ list: [] }));
      return list.map((aunt) => ({ value: aunt.auntId, label: `${aunt.auntName}${aunt.mobile ? ` · ${aunt.mobile}` : ''}` }));
    },
    [],
  );
  const searchEmployers = useCallback(async (keyword: string): Promise<Option[]> => {
    const { list } = await getEmployerByFilter({ keyword: keyword || undefined, page: 1, pageSize: 20 }, { silent: true }).catch(() => ({ list: [] }));
    return list.map((employer) => ({ value: employer.employerId, label: `${employer.employerName}${employer.mobile ? ` · ${employer.mobile}` : ''}` }));
  }, []);

  const pickEmployer = useCallback(
    async (id?: number) => {
      if (!id) return;
      const { list } = await getEmployerByFilter({ employerId: id, page: 1, pageSize: 1 }, { silent: true }).catch(() => ({ list: [] }));
      const employer = list[0];
      if (employer) form.setFieldsValue({ applicantName: employer.employerName, applicantGender: employer.gender, applicantMobile: employer.mobile.includes('*') ? '' : employer.mobile, applicantIdType: 0 });
    },
    [form],
  );

  const submit = async () => {
    let values: CreateValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body: InsuranceOrderInput = {
      productId: values.productId!,
      insuredDate: values.insuredDate!.format('YYYY-MM-DD'),
      applicantType: values.applicantType,
      applicantName: (values.applicantName ?? '').trim(),
      applicantMobile: (values.applicantMobile ?? '').trim(),
      insurerName: (values.insurerName ?? '').trim(),
      insurerGender: values.insurerGender!,
      insurerIdType: values.insurerIdType ?? 0,
      insurerIdNo: (values.insurerIdNo ?? '').trim(),
      ...(values.auntId ? { auntId: values.auntId } : {}),
      ...(values.applicantType === 1
        ? { employerId: values.employerId, applicantGender: values.applicantGender, applicantIdType: values.applicantIdType ?? 0, applicantIdNo: (values.applicantIdNo ?? '').trim() }
        : {}),
    };
    setSaving(true);
    setRefusal(null);
    try {
      const order = await orderCreate(body, { silent: true });
      onCreated(order);
    } catch (error) {
      if (!isCancelled(error)) setRefusal(loadErrorText(error));
    } finally {
      setSaving(false);
    }
  };

  const applicantIdRule = useIdRule('applicantIdType');
  const required = (label: string) => ({ required: true, whitespace: true, message: t('insurance.form.required', { label }) });

  return (
    <Drawer
      open={open}
      title={t('insurance.form.createTitle')}
      width={560}
      onClose={saving ? undefined : onClose}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={saving}>
            {t('insurance.form.cancel')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => void submit()}>
            {t('insurance.form.submit')}
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" requiredMark name="insuranceCreate">
        {refusal && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={refusal} />}
        <Form.Item label={t('insurance.form.product')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="productId" noStyle rules={[{ required: true, message: t('insurance.form.required', { label: t('insurance.form.product') }) }]}>
              <Select
                aria-label={t('insurance.form.product')}
                placeholder={t('insurance.form.productPlaceholder')}
                loading={loadingProducts}
                options={products.map((product) => ({ value: product.productId, label: `${productText(product, lang)} · ${premiumText(product.premium, product.unit, lang)}` }))}
              />
            </Form.Item>
            <Button icon={<ReloadOutlined />} onClick={() => void reloadProducts()} loading={loadingProducts}>
              {t('insurance.form.reload')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Divider titlePlacement="start">{t('insurance.form.insuredSection')}</Divider>
        <Form.Item name="auntId" label={t('insurance.form.pickAunt')}>
          <RemoteSelect search={searchAunts} ariaLabel={t('insurance.form.pickAunt')} placeholder={t('insurance.form.pickAuntPlaceholder')} onChange={pickAunt} />
        </Form.Item>
        <AgeWarning form={form} product={chosen} />
        <PersonFields />
        <Divider titlePlacement="start">{t('insurance.form.applicantSection')}</Divider>
        <Form.Item name="applicantType" label={t('insurance.form.applicantType')}>
          <Radio.Group
            onChange={(event) => {
              if (event.target.value === 0) form.setFieldsValue({ employerId: undefined, ...agency });
              else form.setFieldsValue({ applicantName: '', applicantMobile: '' });
            }}
            options={[
              { value: 0, label: t('insurance.applicantType.agency') },
              { value: 1, label: t('insurance.applicantType.employer') },
            ]}
          />
        </Form.Item>
        {applicantType === 1 && (
          <Form.Item name="employerId" label={t('insurance.form.employer')} rules={[{ required: true, message: t('insurance.form.required', { label: t('insurance.form.employer') }) }]}>
            <RemoteSelect search={searchEmployers} ariaLabel={t('insurance.form.employer')} placeholder={t('insurance.form.employerPlaceholder')} onChange={(id) => void pickEmployer(id)} />
          </Form.Item>
        )}
        <Form.Item name="applicantName" label={t('insurance.form.name')} rules={[required(t('insurance.form.name')), { min: INSURED_NAME.min, max: INSURED_NAME.max, message: t('insurance.form.nameLength') }]}>
          <Input maxLength={INSURED_NAME.max} readOnly={applicantType === 0} />
        </Form.Item>
        {applicantType === 1 && (
          <>
            <Form.Item name="applicantGender" label={t('insurance.form.gender')} rules={[{ required: true, message: t('insurance.form.required', { label: t('insurance.form.gender') }) }]}>
              <Radio.Group
                options={[
                  { value: 0, label: t('insurance.gender.female') },
                  { value: 1, label: t('insurance.gender.male') },
                ]}
              />
            </Form.Item>
            <Form.Item name="applicantIdType" label={t('insurance.form.idType')} initialValue={0}>
              <Radio.Group
                options={[
                  { value: 0, label: t('insurance.idType.idCard') },
                  { value: 1, label: t('insurance.idType.passport') },
                ]}
              />
            </Form.Item>
            <Form.Item name="applicantIdNo" label={t('insurance.form.idNo')} dependencies={['applicantIdType']} rules={[applicantIdRule]}>
              <Input maxLength={18} autoComplete="off" />
            </Form.Item>
          </>
        )}
        <Form.Item name="applicantMobile" label={t('insurance.form.mobile')} rules={[required(t('insurance.form.mobile')), { pattern: MOBILE_RE, message: t('insurance.form.mobileInvalid') }]}>
          <Input maxLength={11} inputMode="numeric" />
        </Form.Item>
      </Form>
    </Drawer>
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
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!order) return;
    form.setFieldsValue({ insuredDate: dayjs(order.insuredDate), insurerName: order.insurerName, insurerGender: order.insurerGender, insurerIdType: order.insurerIdType, insurerIdNo: order.insurerIdNo });
  }, [form, order]);

  if (!order) return null;

  const submit = async () => {
    let values: PersonValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body: CorrectOrderRequest = { orderId: order.orderId };
    const day = values.insuredDate?.format('YYYY-MM-DD');
    if (day && day !== order.insuredDate) body.insuredDate = day;
    const name = values.insurerName?.trim();
    if (name && name !== order.insurerName) body.insurerName = name;
    if (values.insurerGender !== undefined && values.insurerGender !== order.insurerGender) body.insurerGender = values.insurerGender;
    const idNo = values.insurerIdNo?.trim() ?? '';
    const idType = values.insurerIdType ?? order.insurerIdType;
    if (idNo !== order.insurerIdNo || idType !== order.insurerIdType) {
      body.insurerIdType = idType;
      body.insurerIdNo = idNo;
    }
    if (Object.keys(body).length === 1) {
      setRefusal(t('insurance.form.unchanged'));
      return;
    }
    setSaving(true);
    setRefusal(null);
    try {
      onCorrected(await orderCorrect(body, { silent: true }));
    } catch (error) {
      if (!isCancelled(error)) setRefusal(loadErrorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={t('insurance.form.correctTitle')} onCancel={saving ? undefined : onClose} onOk={() => void submit()} okText={t('insurance.form.save')} cancelText={t('insurance.form.cancel')} confirmLoading={saving} mask={{ closable: false }} destroyOnHidden>
      <Form form={form} layout="vertical" name="insuranceCorrect">
        {refusal && <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={refusal} />}
        <PersonFields />
      </Form>
    </Modal>
  );
}
