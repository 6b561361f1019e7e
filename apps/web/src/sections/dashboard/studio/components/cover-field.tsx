// The cover image of a post or event: chosen from the media library, shown as a thumbnail. Posts keep
// the media item's id (CoverField); events keep its URL (CoverPicker with the URL as the preview).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MediaDto } from '../api/media';
import { thumbnailUrl, useMediaItem } from '../api/media';
import { MediaPickerDialog } from './media-picker-dialog';

export interface CoverPickerProps {
  /** The image shown while one is chosen; null when there is none. */
  preview: { src: string; alt: string } | null;
  onPick: (media: MediaDto) => void;
  onClear: () => void;
}

export function CoverPicker({ preview, onPick, onClear }: CoverPickerProps) {
  const { t } = useTranslation('studio-admin');
  const [isPicking, setIsPicking] = useState(false);
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('fields.cover')}
      </Typography>
      {preview ? (
        <Box
          component="img"
          src={preview.src}
          alt={preview.alt}
          sx={{ width: '100%', maxWidth: 320, borderRadius: 1, display: 'block', mb: 1 }}
        />
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={() => setIsPicking(true)}>
          {preview ? t('fields.coverChange') : t('fields.coverChoose')}
        </Button>
        {preview ? (
          <Button size="small" onClick={onClear}>
            {t('fields.coverRemove')}
          </Button>
        ) : null}
      </Stack>
      <MediaPickerDialog
        open={isPicking}
        onClose={() => setIsPicking(false)}
        onPick={(picked) => {
          setIsPicking(false);
          onPick(picked);
        }}
      />
    </Box>
  );
}

export function CoverField({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { i18n } = useTranslation();
  const { data: media } = useMediaItem(value);
  return (
    <CoverPicker
      preview={
        value && media ? { src: thumbnailUrl(media, 480), alt: media.alt[i18n.language.slice(0, 2)] ?? '' } : null
      }
      onPick={(picked) => onChange(picked.id)}
      onClear={() => onChange(null)}
    />
  );
}
