/**
 * The group dialog (add, rename) and the course dialog (add into a group, edit; moving it to
 * another group): every limit checked as typed (the mock's own), the price read by its digits
 * (domain/fen), places never below the sign-ups already there. A refusal is shown in the dialog,
 * which keeps what was typed; one request at a time.
 */
import { Alert, Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { setCompanyTrainingGroup, setCompanyTrainingItem, type SetTrainingItemRequest, type TrainingGroup, type TrainingItem } from '@/api/companyApp';
import { amountRule } from '@/components/formValidation';
import { CroppedImageField } from '@/components/ImageUpload';
import { COMPANY_APP_LIMITS as LIMIT } from '@/domain/companyAppCodes';
import { fenInputText, fenOfYuan, parseYuan, yuanOfFen } from '@/domain/fen';
import { RecordFormModal } from '@/components/recordForm/RecordFormModal';
import { useFormSubmit } from '@/hooks/useFormSubmit';

export function GroupDialog({ group, onClose, onSaved }: { group: TrainingGroup | null; onClose: () => void; onSaved: (group: TrainingGroup) => void }) {
  const { t } = useTranslation();
  const g = (key: string, values?: Record<string, unknown>) => t(`companyApp.training.group.${key}`, values);
  const [form] = Form.useForm<{ groupName: string }>();
  const { saving, error, submit } = useFormSubmit(form);
  const save = () =>
    void submit(async ({ groupName }) => {
      const name = groupName.trim();
      onSaved(await setCompanyTrainingGroup(group ? { trainingGroupId: group.trainingGroupId, groupName: name } : { groupName: name }, { silent: true }));
    });
  return (
    <RecordFormModal title={group ? g('renameTitle') : g('newTitle')} form={form} saving={saving} onSave={save} onClose={onClose}>
      <Form form={form} layout="vertical" initialValues={{ groupName: group?.groupName ?? '' }}>
        <Form.Item
          name="groupName"
          label={g('name')}
          rules={[
            { required: true, whitespace: true, message: g('nameRequired') },
            { max: LIMIT.groupNameMax, message: g('nameTooLong', { max: LIMIT.groupNameMax }) },
          ]}
        >
          <Input maxLength={LIMIT.groupNameMax + 5} />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Form>
    </RecordFormModal>
  );
}

interface ItemValues {
  title: string;
  trainingGroupId: number;
  price: string;
  sessions: number | null;
  capacity: number | null;
  dates: [Dayjs, Dayjs] | null;
  description: string;
  coverUrl: string;
  isShow: boolean;
}

interface ItemDialogProps {
  groups: readonly TrainingGroup[];
  /** The course to edit, or the group a new one goes into. */
  target: { item: TrainingItem } | { group: TrainingGroup };
  onClose: () => void;
  onSaved: (item: TrainingItem) => void;
}

const COVER = { width: 640, height: 360 };

function initialOf(target: ItemDialogProps['target']): ItemValues {
  if ('group' in target)
    return {
      title: '',
      trainingGroupId: target.group.trainingGroupId,
      price: '',
      sessions: null,
      capacity: null,
      dates: null,
      description: '',
      coverUrl: '',
      isShow: true,
    };
  const { item } = target;
  return {
    title: item.title,
    trainingGroupId: item.trainingGroupId,
    price: fenInputText(fenOfYuan(item.price) ?? 0),
    sessions: item.sessions,
    capacity: item.capacity,
    dates: [dayjs(item.startDate), dayjs(item.endDate)],
    description: item.description,
    coverUrl: item.coverUrl,
    isShow: item.isShow === 1,
  };
}

export function ItemDialog({ groups, target, onClose, onSaved }: ItemDialogProps) {
  const { t } = useTranslation();
  const i = (key: string, values?: Record<string, unknown>) => t(`companyApp.training.item.${key}`, values);
  const [form] = Form.useForm<ItemValues>();
  const { saving, error, submit } = useFormSubmit(form);
  const editing = 'item' in target ? target.item : null;
  const joined = editing?.joinCount ?? 0;
  const cover = Form.useWatch('coverUrl', form) as string | undefined;

  const save = () =>
    void submit(async (values) => {
      const [start, end] = values.dates ?? [];
      const body: SetTrainingItemRequest = {
        ...(editing ? { trainingItemId: editing.trainingItemId } : {}),
        trainingGroupId: values.trainingGroupId,
        title: values.title.trim(),
        price: yuanOfFen(parseYuan(values.price) ?? 0),
        sessions: values.sessions ?? 1,
        capacity: values.capacity ?? 1,
        startDate: start?.format('YYYY-MM-DD') ?? '',
        endDate: end?.format('YYYY-MM-DD') ?? '',
        description: values.description.trim(),
        coverUrl: values.coverUrl,
        isShow: values.isShow ? 1 : 0,
      };
      onSaved(await setCompanyTrainingItem(body, { silent: true }));
    });

  return (
    <RecordFormModal title={editing ? i('editTitle') : i('newTitle')} form={form} saving={saving} onSave={save} onClose={onClose} width={640}>
      <Form<ItemValues> form={form} layout="vertical" initialValues={initialOf(target)}>
        <Row gutter={16}>
          <Col span={14}>
            <Form.Item
              name="title"
              label={i('title')}
              rules={[
                { required: true, whitespace: true, message: i('titleRequired') },
                { max: LIMIT.itemTitleMax, message: i('titleTooLong', { max: LIMIT.itemTitleMax }) },
              ]}
            >
              <Input maxLength={LIMIT.itemTitleMax + 5} />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="trainingGroupId" label={i('group')}>
              <Select<number> virtual={false} options={groups.map((group) => ({ value: group.trainingGroupId, label: group.groupName }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="price"
              label={i('price')}
              rules={[
                { required: true, message: i('required', { field: i('price') }) },
                amountRule(t, { maxFen: LIMIT.itemPriceMaxFen, message: i('priceInvalid') }),
              ]}
            >
              <Input prefix="¥" inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="sessions" label={i('sessions')} rules={[{ required: true, message: i('required', { field: i('sessions') }) }]}>
              <InputNumber<number> min={1} max={LIMIT.sessionsMax} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="capacity"
              label={i('capacity')}
              rules={[
                { required: true, message: i('required', { field: i('capacity') }) },
                {
                  validator: async (_, value: number | null | undefined) => {
                    if (typeof value === 'number' && value < joined) throw new Error(i('capacityBelowJoins', { count: joined }));
                  },
                },
              ]}
            >
              <InputNumber<number> min={1} max={LIMIT.capacityMax} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="dates" label={i('dates')} rules={[{ required: true, message: i('datesRequired') }]}>
          <DatePicker.RangePicker placeholder={[i('startDate'), i('endDate')]} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="description" label={i('description')}>
          <Input.TextArea rows={3} showCount maxLength={LIMIT.itemDescriptionMax} />
        </Form.Item>
        <Form.Item name="coverUrl" label={i('cover')}>
          <CroppedImageField
            preview={cover ? <img src={cover} alt={i('cover')} style={{ width: 160, height: 90, objectFit: 'cover', borderRadius: 4 }} /> : null}
            hasValue={Boolean(cover)}
            onUploaded={(file) => form.setFieldValue('coverUrl', file.filePath)}
            onRemove={() => form.setFieldValue('coverUrl', '')}
            texts={{ upload: i('coverUpload'), change: i('coverChange'), remove: i('coverRemove'), dialogTitle: i('coverTitle') }}
            crop={COVER}
            accept={['image/png', 'image/jpeg']}
            maxSizeKb={5120}
            format="jpg"
          />
        </Form.Item>
        <Form.Item name="isShow" label={i('isShow')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
      </Form>
    </RecordFormModal>
  );
}
