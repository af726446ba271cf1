import { Empty, Image, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Aunt, AuntPhoto } from '@/api/aunt';

const SIZE = 120;

/** Portrait, identity card and work photos; one preview group, so the viewer pages through all. */
export function PhotosTab({ aunt }: { aunt: Aunt }) {
  const { t } = useTranslation();
  const groups: { key: string; photos: AuntPhoto[] }[] = [
    { key: 'portrait', photos: aunt.portrait ? [aunt.portrait] : [] },
    { key: 'idCard', photos: aunt.idCardPhotos },
    { key: 'work', photos: aunt.workPhotos },
  ].filter((group) => group.photos.length > 0);

  if (groups.length === 0) return <Empty description={t('auntDetail.photos.empty')} />;
  return (
    <Image.PreviewGroup>
      <Space orientation="vertical" size={24} style={{ width: '100%' }}>
        {groups.map((group) => (
          <section key={group.key}>
            <Typography.Title level={5}>{t(`auntDetail.photos.${group.key}`)}</Typography.Title>
            <Space size={12} wrap>
              {group.photos.map((photo, index) => (
                <Image
                  key={`${photo.fileId}-${index}`}
                  src={photo.filePath}
                  width={SIZE}
                  height={SIZE}
                  alt={`${t(`auntDetail.photos.${group.key}`)} ${index + 1}`}
                  style={{ objectFit: 'cover', borderRadius: 8 }}
                />
              ))}
            </Space>
          </section>
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
