// Choose an image from the library (or upload one first) for a cover or the body of a text.
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Box from '@mui/material/Box';
import type { MediaDto } from '../api/media';
import { MediaBrowser } from './media-browser';
import { UploadZone } from './upload-zone';

interface Props {
  open: boolean;
  onClose: () => void;
  onPick: (media: MediaDto) => void;
}

export function MediaPickerDialog({ open, onClose, onPick }: Props) {
  const { t } = useTranslation('studio-admin');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="media-picker-title">
      <DialogTitle id="media-picker-title">{t('media.choose')}</DialogTitle>
      <DialogContent>
        <Box sx={{ mb: 2 }}>
          <UploadZone />
        </Box>
        <MediaBrowser kind="image" onSelect={onPick} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
