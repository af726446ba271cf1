/**
 * City picker dialog (first document, section 2): hot cities, letter groups, a search box.
 * Cities come from /sys/getRegion and /sys/region/letter (sysQueries, kept for the session);
 * the chosen region is remembered in the settings store (default Shanghai 310100).
 */
import { useMemo, useState } from 'react';
import { Button, Empty, Input, Modal, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Region } from '@/api/sys';
import { sysQueries } from '@/api/sys.queries';
import { useQueryData } from '@/hooks/useQueryData';
import { useSettings } from '@/stores/settings';
import styles from './CityPicker.module.css';

export const LETTER_GROUPS = ['ABC', 'DEFG', 'HI', 'JK', 'LMN', 'PQR', 'ST', 'WX', 'YZ'] as const;

export function CityPicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const region = useSettings((state) => state.region);
  const setRegion = useSettings((state) => state.setRegion);
  const [query, setQuery] = useState('');
  const cities = useQueryData(sysQueries.regions(), { staleMs: Infinity, enabled: open });
  const letters = useQueryData(sysQueries.regionLetters(), { staleMs: Infinity, enabled: open });
  const data = useMemo(() => (cities.data && letters.data ? { cities: cities.data, groups: letters.data } : null), [cities.data, letters.data]);
  const failed = cities.error !== null || letters.error !== null;
  function retry() {
    if (cities.error) cities.reload();
    if (letters.error) letters.reload();
  }

  const matches = useMemo(() => {
    const text = query.trim().toLowerCase();
    if (!text || !data) return [];
    return data.cities
      .filter((city) => city.region_name.includes(text) || city.letter.toLowerCase() === text || city.province_name.includes(text))
      .slice(0, 60);
  }, [query, data]);

  function choose(city: Region) {
    setRegion({ region_id: city.region_id, region_name: city.region_name });
    setQuery('');
    onClose();
  }

  const cityButton = (city: Region) => (
    <Button
      key={city.region_id}
      size="small"
      type={city.region_id === region.region_id ? 'primary' : 'default'}
      onClick={() => choose(city)}
      className={styles.city}
    >
      {city.region_name}
    </Button>
  );

  function body() {
    if (failed && !data) {
      return (
        <Empty description={t('city.loadFailed')}>
          <Button onClick={retry}>{t('city.retry')}</Button>
        </Empty>
      );
    }
    if (!data) return <Spin className={styles.loading} />;
    if (query.trim()) return matches.length ? <div className={styles.cities}>{matches.map(cityButton)}</div> : <Empty description={t('city.noMatch')} />;
    return (
      <>
        <h4 className={styles.heading}>{t('city.hot')}</h4>
        <div className={styles.cities}>{data.cities.filter((city) => city.hot === 1).map(cityButton)}</div>
        <Tabs
          size="small"
          items={LETTER_GROUPS.map((group) => ({
            key: group,
            label: group,
            children: (
              <div className={styles.groups}>
                {data.groups
                  .filter((entry) => group.includes(entry.letter))
                  .map((entry) => (
                    <div key={entry.letter} className={styles.letterRow}>
                      <span className={styles.letter}>{entry.letter}</span>
                      <div className={styles.cities}>{entry.regions.map(cityButton)}</div>
                    </div>
                  ))}
              </div>
            ),
          }))}
        />
      </>
    );
  }

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('city.title', { name: region.region_name })} width={640} destroyOnHidden>
      <Input.Search
        allowClear
        placeholder={t('city.searchPlaceholder')}
        aria-label={t('city.searchPlaceholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className={styles.search}
      />
      {body()}
    </Modal>
  );
}
