/**
 * A post as the mini-program shows it, in a phone-sized frame: the company's bar, the title (a
 * placeholder while empty), pinned mark, date (or "not published yet") and views, the pictures,
 * and the text rendered as text: React escapes it, so markup a user typed shows as characters.
 */
import { useTranslation } from 'react-i18next';
import { useSession } from '@/stores/session';
import styles from './PhonePreview.module.css';
import { dateTime } from '@/domain/format';

export interface PreviewPost {
  title: string;
  content: string;
  images: readonly string[];
  isTop: 0 | 1;
  viewCount: number;
  publishedTime: string | null;
}

export function PhonePreview({ post }: { post: PreviewPost }) {
  const { t } = useTranslation();
  const companyName = useSession((state) => state.user?.company.companyName ?? '');
  const title = post.title.trim();
  return (
    <div className={styles.phone} data-testid="phone-preview" aria-label={t('companyApp.news.preview.title')} role="figure">
      <div className={styles.bar}>{companyName}</div>
      <article className={styles.page}>
        <h2 className={`${styles.title} ${title ? '' : styles.untitled}`}>{title || t('companyApp.news.preview.untitled')}</h2>
        <div className={styles.meta}>
          {post.isTop === 1 && <span className={styles.pinned}>{t('companyApp.news.pinned')}</span>}
          <span>{post.publishedTime ? dateTime(post.publishedTime) : t('companyApp.news.preview.draftDate')}</span>
          {post.publishedTime && <span>{t('companyApp.news.preview.views', { count: post.viewCount })}</span>}
        </div>
        {post.images.length > 0 && (
          <div className={`${styles.pictures} ${post.images.length === 1 ? styles.single : ''}`}>
            {post.images.map((src, index) => (
              <img key={src} className={styles.picture} src={src} alt={`${index + 1}`} />
            ))}
          </div>
        )}
        <p className={styles.text}>{post.content}</p>
      </article>
    </div>
  );
}
