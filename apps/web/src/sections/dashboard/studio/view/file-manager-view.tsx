// /dashboard/file-manager: the venue's media library (docs/product/content.md#media-library).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import { PageHeader } from '../../shared/page-header';
import { useMediaOverview } from '../api/media';
import type { MediaDto } from '../api/media';
import { MediaBrowser } from '../components/media-browser';
import { MediaDetailsDialog } from '../components/media-details-dialog';
import { UploadZone } from '../components/upload-zone';

export function FileManagerView() {
  const { t } = useTranslation('studio-admin');
  const overview = useMediaOverview();
  const [open, setOpen] = useState<MediaDto | null>(null);
  return (
    <>
      <PageHeader title={t('media.title')} subtitle={t('media.subtitle')} />
      <Card sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <UploadZone />
      </Card>
      <Card sx={{ p: { xs: 2, md: 3 } }}>
        <MediaBrowser onSelect={setOpen} tags={overview.data?.tags} />
      </Card>
      {open ? <MediaDetailsDialog key={open.id} media={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
