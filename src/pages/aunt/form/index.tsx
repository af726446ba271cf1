/**
 * The aunt form, used by three routes: /aunt/add (new), /aunt/edit/:auntId (edit) and
 * /aunt/add?copyFrom=<auntId> (copy: prefilled from that aunt, saved with copyAunt).
 */
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { canByOwnership } from '@/auth/permission';
import { PageHeaderCard } from '@/components/PageHeaderCard';
import { RecordLoading, RecordUnavailable } from '@/components/RecordStates';
import { useAunt } from '@/components/aunt/useAunt';
import { OWNERSHIP_PERMISSIONS } from '@/domain/permissions';
import { useAccess, useSession } from '@/stores/session';
import { AuntForm } from './AuntForm';
import { draftKey, type FormMode } from './draft';
import { defaultValues, fromAunt } from './formValues';
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
  // The aunt the form starts from (edit: the aunt, copy: the source) or none (add); -1 is "not found".
  const sourceId = editId ?? copyId;
  const user = useSession((state) => state.user);
  const access = useAccess();
  const { state, retry } = useAunt(sourceId);

  const title = `${t(`auntForm.title.${mode}`)}${state.status === 'ready' && mode === 'edit' ? ` · ${state.aunt.auntName}` : ''}`;

  if (!user || !access || state.status === 'loading') return <RecordLoading testId="aunt-form-loading" rows={10} />;
  if (state.status === 'notFound' || state.status === 'error') {
    return (
      <RecordUnavailable
        notFound={state.status === 'notFound'}
        texts={{
          notFound: t('auntForm.states.notFound'),
          notFoundHint: t('auntForm.states.notFoundHint'),
          loadFailed: t('auntForm.states.loadFailed'),
          retry: t('auntForm.actions.retry'),
          backToList: t('auntForm.actions.backToList'),
        }}
        onRetry={retry}
        listPath="/aunt/all"
      />
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
      <PageHeaderCard title={title} />
      <AuntForm
        key={storageKey}
        mode={mode}
        record={record}
        initialValues={initialValues}
        draftStorageKey={storageKey}
        readOnly={readOnly}
        lockedOut={mode === 'edit' && lockedOut}
      />
    </div>
  );
}
