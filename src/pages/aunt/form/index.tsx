/**
 * The aunt form, used by three routes: /aunt/add (new), /aunt/edit/:auntId (edit) and
 * /aunt/add?copyFrom=<auntId> (copy: prefilled from that aunt, saved with copyAunt).
 */
import { Button, Card, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { canByOwnership } from '@/auth/permission';
import { OWNERSHIP_PERMISSIONS } from '@/domain/permissions';
import { useAccess, useSession } from '@/stores/session';
import { AuntForm } from './AuntForm';
import { draftKey, type FormMode } from './draft';
import { defaultValues, fromAunt } from './formValues';
import { useAuntSource } from './useAuntSource';
import '@/i18n/texts/auntForm';

function parseId(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : -1;
}

export default function AuntFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const editId = parseId(params.auntId);
  const copyId = editId === null ? parseId(search.get('copyFrom')) : null;
  const mode: FormMode = editId !== null ? 'edit' : copyId !== null ? 'copy' : 'add';
  const sourceId = editId ?? copyId;
  const user = useSession((state) => state.user);
  const access = useAccess();
  const { state, retry } = useAuntSource(sourceId);

  const title = (
    <Typography.Title level={4} style={{ margin: '0 0 16px' }}>
      {t(`auntForm.title.${mode}`)}
      {state.status === 'ready' && mode === 'edit' ? ` · ${state.aunt.auntName}` : ''}
    </Typography.Title>
  );

  if (!user || !access || state.status === 'loading') {
    return (
      <Card data-testid="aunt-form-loading">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (state.status === 'notFound' || state.status === 'error') {
    const notFound = state.status === 'notFound';
    return (
      <Card>
        <Result
          status={notFound ? '404' : 'error'}
          title={t(notFound ? 'auntForm.states.notFound' : 'auntForm.states.loadFailed')}
          subTitle={notFound ? t('auntForm.states.notFoundHint') : undefined}
          extra={[
            !notFound && (
              <Button key="retry" type="primary" onClick={retry}>
                {t('auntForm.actions.retry')}
              </Button>
            ),
            <Link key="back" to="/aunt/all">
              <Button>{t('auntForm.actions.backToList')}</Button>
            </Link>,
          ]}
        />
      </Card>
    );
  }

  const record = state.status === 'ready' ? state.aunt : null;
  const copyInto = mode === 'copy' ? { ownerId: user.userId, companyId: user.company.companyId } : undefined;
  const initialValues = record ? fromAunt(record, copyInto) : defaultValues(user.userId);
  const mayEdit = record !== null && canByOwnership(access, OWNERSHIP_PERMISSIONS.aunt, record.teacherUserId);
  // A locked aunt may be changed by her owner or an administrator only (as the server enforces).
  const lockedOut = record !== null && record.isLocked === 1 && !access.isAdmin && record.teacherUserId !== access.userId;
  const readOnly = mode === 'edit' && (!mayEdit || lockedOut);
  const storageKey = draftKey(user.userId, mode, sourceId);

  return (
    <div>
      {title}
      <AuntForm key={storageKey} mode={mode} record={record} initialValues={initialValues} draftStorageKey={storageKey} readOnly={readOnly} lockedOut={mode === 'edit' && lockedOut} />
    </div>
  );
}
