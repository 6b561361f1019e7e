// The images of a court: URLs (https) or paths of uploaded media, with a preview and an order.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import UpIcon from '@mui/icons-material/ArrowUpward';
import { imageUrlSchema } from '@courtside/core/venue-setup-schemas';

export function CourtImages({ value, onChange }: { value: string[]; onChange: (images: string[]) => void }) {
  const { t } = useTranslation('management');
  const [draft, setDraft] = useState('');
  const parsed = imageUrlSchema.safeParse(draft);
  const add = () => {
    if (!parsed.success || value.includes(parsed.data) || value.length >= 12) return;
    onChange([...value, parsed.data]);
    setDraft('');
  };
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('venue.courts.images')}
      </Typography>
      <Stack spacing={1}>
        {value.map((url, i) => (
          <Stack key={url} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box
              component="img"
              src={url}
              alt=""
              loading="lazy"
              sx={{ width: 64, height: 40, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
            />
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {url}
            </Typography>
            <IconButton
              size="small"
              aria-label={t('venue.courts.imageUp')}
              disabled={i === 0}
              onClick={() => onChange(value.map((u, n) => (n === i - 1 ? url : n === i ? value[i - 1]! : u)))}
            >
              <UpIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('venue.courts.imageRemove')}
              onClick={() => onChange(value.filter((u) => u !== url))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          label={t('venue.courts.imageUrl')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          error={draft !== '' && !parsed.success}
          helperText={draft !== '' && !parsed.success ? t('venue.courts.imageInvalid') : t('venue.courts.imageHint')}
        />
        <Button onClick={add} disabled={!parsed.success}>
          {t('actions.add')}
        </Button>
      </Stack>
    </Box>
  );
}
