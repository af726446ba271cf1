/**
 * A partner's hall aunt as far as her sharing authorisation goes (api/auntConsent.ts): what it
 * leaves out comes empty from the server and is shown as 未授权 here. A server that does not
 * know consent sends no `consentScope`: nothing is marked.
 */
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsentScope } from '@/api/auntConsent';
import type { UnitedAunt } from '@/api/united.types';
import { AuntAvatar } from '@/components/aunt';
import '@/i18n/texts/auntConsent';

/** Her authorisation leaves this part out. */
export const notAuthorised = (aunt: Pick<UnitedAunt, 'consentScope'>, part: ConsentScope): boolean =>
  aunt.consentScope !== undefined && !aunt.consentScope.includes(part);

export function NotAuthorisedTag({ part }: { part: ConsentScope }) {
  const { t } = useTranslation();
  return (
    <Tag title={t(`auntConsent.scopeShort.${part}`)} style={{ marginInlineEnd: 0 }} data-testid={`not-authorised-${part}`}>
      {t('auntConsent.notAuthorised')}
    </Tag>
  );
}

/** Her portrait, or, when her authorisation leaves photos out, her initial marked 未授权. */
export function HallAuntAvatar({ aunt, size }: { aunt: Pick<UnitedAunt, 'auntHeadUrl' | 'auntName' | 'consentScope'>; size: number }) {
  const avatar = <AuntAvatar portrait={aunt.auntHeadUrl} name={aunt.auntName} size={size} shape="square" />;
  if (!notAuthorised(aunt, 'photo')) return avatar;
  return (
    <Flex vertical align="center" gap={4}>
      {avatar}
      <NotAuthorisedTag part="photo" />
    </Flex>
  );
}
