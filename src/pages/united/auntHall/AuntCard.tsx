/**
 * One hall aunt as a card: portrait, name and work status, facts, service types, expected
 * salary, city and agency; favourite (never on our own record), view, and apply to merge (or where
 * we stand instead).
 */
import { Button, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UnitedAunt } from '@/api/united.types';
import { ServiceTypeTags, WorkStatusTag } from '@/components/aunt';
import { ReadinessBadge, useReadinessToday } from '@/components/readiness';
import { factsReadiness } from '@/domain/readiness';
import { HallAuntAvatar } from '../shared/ConsentScope';
import { auntFacts } from '../shared/auntText';
import { hallPeer } from '../shared/chatPeers';
import { FavButton, offersFavourite } from '../shared/FavButton';
import { OurMergeState, ourStanding } from '../shared/OurMergeState';
import { StartChatButton } from '../shared/StartChatButton';
import { pageLink } from '@/app/pageLinks';
import styles from '../shared/United.module.css';
import { moneyRange } from '@/domain/format';

interface AuntCardProps {
  aunt: UnitedAunt;
  companyId: number;
  favPending: boolean;
  onFav: () => void;
  onApply: () => void;
  /** A step is under way (here or on another card). */
  applyDisabled: boolean;
  applyPending: boolean;
}

export function AuntCard({ aunt, companyId, favPending, onFav, onApply, applyDisabled, applyPending }: AuntCardProps) {
  const { t } = useTranslation();
  const today = useReadinessToday();
  const standing = ourStanding(aunt, companyId);
  const path = pageLink.unitedAuntDetail(aunt.auntId);
  return (
    <article className={styles.card} aria-label={aunt.auntName} data-hall-card={aunt.unitedAuntId}>
      <div className={styles.cardHead}>
        <HallAuntAvatar aunt={aunt} size={56} />
        <Space orientation="vertical" size={4} style={{ minWidth: 0 }}>
          <h3 className={styles.cardTitle}>
            <Link to={path}>{aunt.auntName}</Link>
            <WorkStatusTag status={aunt.workStatus} />
            {/* From the server's ready-to-work facts (ours, optional): without them the blacklist only, the badge saying what it could not check. */}
            <ReadinessBadge readiness={factsReadiness(aunt.workStatus, aunt.readiness, today)} />
          </h3>
          <span className={styles.facts}>{auntFacts(t, aunt)}</span>
          <ServiceTypeTags value={aunt.serviceTypes} max={3} />
        </Space>
      </div>
      <div className={styles.line}>
        <span>
          <span className={styles.label}>{t('united.auntHall.salary')}：</span>
          <span className={styles.salary}>{moneyRange(aunt.expectedSalary, 0, { per: 'month' })}</span>
        </span>
        <Tag style={{ marginInlineEnd: 0 }}>{aunt.cityName}</Tag>
      </div>
      <Typography.Text type="secondary" ellipsis={{ tooltip: aunt.companyName }}>
        {t('united.auntHall.company')}：{aunt.companyName}
      </Typography.Text>
      <div className={styles.cardFoot}>
        <Space size={6} wrap>
          {offersFavourite(aunt, companyId) && <FavButton isFav={aunt.isFav} pending={favPending} onClick={onFav} />}
          <StartChatButton peer={hallPeer(aunt, companyId)} />
          <Link to={path} aria-label={t('united.actions.viewOf', { name: aunt.auntName })}>
            {t('united.actions.view')}
          </Link>
        </Space>
        {standing ? (
          <OurMergeState standing={standing} />
        ) : (
          <Button type="primary" size="small" disabled={applyDisabled} loading={applyPending} onClick={onApply}>
            {t('united.steps.apply.label')}
          </Button>
        )}
      </div>
    </article>
  );
}
