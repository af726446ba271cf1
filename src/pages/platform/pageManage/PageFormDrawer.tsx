/**
 * Add or edit a page in a drawer: parent (the tree, the page itself and what is below it off),
 * title key with its zh/en labels (asked for only when the label tables lack the key), route
 * name, route path, component (a registered page module, a container or an external link), icon
 * from the gallery, sort, menu flag, location, redirect. Every field is checked as it is typed by
 * the rules the mock applies (domain/pageRules); a refused save keeps everything typed and says
 * why; the save button is busy while the request runs (one at a time).
 */
import { Alert, Form, Input, InputNumber, Select, Space, Switch, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPage, updatePage } from '@/api/pageManage';
import type { SysPage } from '@/api/user';
import { EXTERNAL_COMPONENT, LAYOUT_COMPONENT, PAGE_MODULES, pageModuleOf } from '@/domain/pageModules';
import { checkPageField, PAGE_LIMITS, PAGE_LOCATIONS, PAGE_PROBLEM_TEXT, type PageField } from '@/domain/pageRules';
import type { TreeNode } from '@/domain/tree';
import { loadErrorText } from '@/hooks/loadError';
import { RecordFormDrawer } from '@/components/recordForm/RecordFormDrawer';
import { useFormSubmit } from '@/hooks/useFormSubmit';
import { isMenuTitleKey, menuLabels, type MenuTitleKey } from '@/i18n/menu';
import { IconGallery } from './IconGallery';
import { blockedParents, draftOf, newPageValues, pageTree, pageValues, type PageFormValues } from './pageForm';
import { usePageTitle } from '@/layout/useTitle';
import styles from './PageManage.module.css';

interface ParentOption {
  value: number;
  title: string;
  disabled: boolean;
  children: ParentOption[];
}

/** What the drawer is for: a new page under a parent (0: top level), or a stored page. */
export type PageFormTarget = { kind: 'add'; parentId: number } | { kind: 'edit'; page: SysPage };

interface PageFormDrawerProps {
  /** Null: closed. */
  target: PageFormTarget | null;
  pages: SysPage[];
  onClose: () => void;
  onSaved: (page: SysPage, created: boolean) => void;
}

/**
 * Mounted while open, with its own form for each opening: a form instance kept across openings
 * keeps the last drawer's values, and antd lets those win over the next page's initial values
 * (every 编辑页面 after a 新增页面 opened empty).
 */
export function PageFormDrawer(props: PageFormDrawerProps) {
  const { target } = props;
  if (!target) return null;
  const key = target.kind === 'edit' ? `edit-${target.page.pageId}` : `add-${target.parentId}`;
  return <OpenPageFormDrawer key={key} {...props} target={target} />;
}

function OpenPageFormDrawer({ target, pages, onClose, onSaved }: PageFormDrawerProps & { target: PageFormTarget }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<PageFormValues>();
  const pageTitle = usePageTitle();
  const f = (key: string, values?: Record<string, unknown>) => t(`pageManage.form.${key}`, values ?? {});
  const title = target.kind === 'edit' ? f('editTitle', { name: pageTitle(target.page) }) : f('addTitle');

  return (
    <RecordFormDrawer title={title} form={form} saving={saving} onSave={() => form.submit()} onClose={onClose}>
      <PageForm form={form} target={target} pages={pages} onSaving={setSaving} onSaved={onSaved} />
    </RecordFormDrawer>
  );
}

interface PageFormProps {
  form: ReturnType<typeof Form.useForm<PageFormValues>>[0];
  target: PageFormTarget;
  pages: SysPage[];
  onSaving: (saving: boolean) => void;
  onSaved: (page: SysPage, created: boolean) => void;
}

function PageForm({ form, target, pages, onSaving, onSaved }: PageFormProps) {
  const { t, i18n } = useTranslation();
  const pageTitle = usePageTitle();
  const {
    saving: busy,
    error,
    setError,
    submit,
  } = useFormSubmit(form, {
    check: async () => {
      const values = await form.validateFields().catch(() => null);
      return values && draftOf({ ...(form.getFieldsValue(true) as PageFormValues), ...values });
    },
    formError: (caught) => t('pageManage.form.saveFailed', { message: loadErrorText(caught) }),
  });
  useEffect(() => onSaving(busy), [busy, onSaving]);
  const f = (key: string, values?: Record<string, unknown>) => t(`pageManage.form.${key}`, values ?? {});
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const editing = target.kind === 'edit' ? target.page : undefined;
  const [initialValues] = useState(() => (editing ? pageValues(editing) : newPageValues(pages, target.kind === 'add' ? target.parentId : 0)));
  const titleKey = (Form.useWatch('pageTitle', form) ?? initialValues.pageTitle).trim();
  const knownKey = isMenuTitleKey(titleKey);

  const topLevel = f('topLevel');
  const parentOptions = useMemo(() => {
    const blocked = blockedParents(pages, editing?.pageId);
    const toOption = (node: TreeNode<SysPage>): ParentOption => ({
      value: node.row.pageId,
      title: pageTitle(node.row),
      disabled: blocked.has(node.row.pageId),
      children: node.children.map(toOption),
    });
    return [{ value: 0, title: topLevel, disabled: false, children: [] }, ...pageTree(pages).map(toOption)];
  }, [pages, editing?.pageId, pageTitle, topLevel]);

  const componentOptions = useMemo(() => {
    const f = (key: string) => t(`pageManage.form.${key}`);
    const stored =
      editing && editing.component !== LAYOUT_COMPONENT && editing.component !== EXTERNAL_COMPONENT && pageModuleOf(editing.component) === null
        ? editing.component
        : null;
    return [
      {
        label: f('kindsGroup'),
        options: [
          { value: LAYOUT_COMPONENT, label: f('layoutOption') },
          { value: EXTERNAL_COMPONENT, label: f('externalOption') },
        ],
      },
      {
        label: f('modulesGroup'),
        options: [
          ...(stored ? [{ value: stored, label: `${stored}（${t('pageManage.notAvailable')}）` }] : []),
          ...PAGE_MODULES.map((name) => ({ value: name, label: name })),
        ],
      },
    ];
  }, [editing, t]);

  /** A field's rule: the shared page rules over the whole form, in the language in force. */
  const rule = (field: PageField) => ({
    validator: async () => {
      const problem = checkPageField(field, draftOf(form.getFieldsValue(true) as PageFormValues), {
        pages,
        pageId: editing?.pageId,
        knownTitle: isMenuTitleKey,
      });
      if (problem) throw new Error(PAGE_PROBLEM_TEXT[problem][lang]);
    },
  });

  // What was typed stays; the server's words say why (or mark the field they name).
  const save = () =>
    submit(
      (draft) => (editing ? updatePage({ pageId: editing.pageId, ...draft }, { silent: true }) : createPage(draft, { silent: true })),
      (saved) => onSaved(saved, !editing),
    );

  return (
    <Form<PageFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={() => void save()}
      onFinishFailed={() => setError(f('fixHint'))}
      disabled={busy}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form.Item name="parentId" label={f('parent')} rules={[rule('parentId')]}>
        <TreeSelect<number> treeData={parentOptions} treeDefaultExpandAll showSearch treeNodeFilterProp="title" popupMatchSelectWidth />
      </Form.Item>
      <Form.Item name="pageTitle" label={f('pageTitle')} extra={f('pageTitleHelp')} rules={[rule('pageTitle')]}>
        <Input maxLength={PAGE_LIMITS.pageTitle} autoComplete="off" />
      </Form.Item>
      {knownKey ? (
        <p className={styles.known}>{f('knownLabels', { zh: menuLabels.zh[titleKey as MenuTitleKey], en: menuLabels.en[titleKey as MenuTitleKey] })}</p>
      ) : (
        <>
          <Form.Item name="titleZh" label={f('titleZh')} dependencies={['pageTitle']} rules={[rule('titleZh')]}>
            <Input maxLength={PAGE_LIMITS.label} autoComplete="off" />
          </Form.Item>
          <Form.Item name="titleEn" label={f('titleEn')} dependencies={['pageTitle']} rules={[rule('titleEn')]}>
            <Input maxLength={PAGE_LIMITS.label} autoComplete="off" />
          </Form.Item>
        </>
      )}
      <Form.Item name="pageName" label={f('pageName')} extra={f('pageNameHelp')} rules={[rule('pageName')]}>
        <Input maxLength={PAGE_LIMITS.pageName} autoComplete="off" />
      </Form.Item>
      <Form.Item name="routePath" label={f('routePath')} extra={f('routePathHelp')} rules={[rule('routePath')]}>
        <Input maxLength={PAGE_LIMITS.routePath} autoComplete="off" />
      </Form.Item>
      <Form.Item name="component" label={f('component')} extra={f('componentHelp')} dependencies={['routePath']} rules={[rule('component')]}>
        <Select<string> virtual={false} options={componentOptions} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item name="menuIcon" label={f('menuIcon')} rules={[rule('menuIcon')]}>
        <IconGallery />
      </Form.Item>
      <Space size={24} align="start" wrap>
        <Form.Item name="sort" label={f('sort')} extra={f('sortHelp')} rules={[rule('sort')]}>
          <InputNumber<number> min={0} max={PAGE_LIMITS.sortMax} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="location" label={f('location')} rules={[rule('location')]}>
          <Select<string> style={{ width: 200 }} options={PAGE_LOCATIONS.map((value) => ({ value, label: f('locationLeft') }))} />
        </Form.Item>
      </Space>
      <Form.Item name="isMenu" label={f('isMenu')} extra={f('isMenuHelp')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="redirectPath" label={f('redirectPath')} extra={f('redirectHelp')} rules={[rule('redirectPath')]}>
        <Input maxLength={PAGE_LIMITS.routePath} autoComplete="off" />
      </Form.Item>
    </Form>
  );
}
