// The personal iCal feed: a secret address calendar apps subscribe to, with copy and reset.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCalendarFeed, useResetCalendarFeed } from '../api/my-bookings';

export function CalendarFeedCard() {
  const { t } = useTranslation('mybookings');
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 3000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Card
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 3 }, position: { md: 'sticky' }, top: { md: 88 } }}
      component="section"
      aria-labelledby="feed-title"
      data-testid="calendar-feed"
    >
      <Typography id="feed-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('feed.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('feed.text')}
      </Typography>
      {feed.isError ? <Alert severity="error">{t('feed.error')}</Alert> : null}
      {feed.data ? (
        <>
          <TextField
            value={feed.data.url}
            label={t('feed.address')}
            fullWidth
            size="small"
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'feed-url' } }}
            onFocus={(e) => e.target.select()}
            id="calendar-feed-url"
          />
          {/* In the narrow side column on desktop the three buttons stack instead of wrapping their labels. */}
          <Stack direction={{ xs: 'column', sm: 'row', md: 'column' }} sx={{ gap: 1, mt: 1.5 }}>
            <Button variant="contained" size="small" onClick={() => void copy()}>
              {copied ? t('feed.copied') : t('feed.copy')}
            </Button>
            <Button variant="outlined" size="small" component="a" href={feed.data.webcalUrl}>
              {t('feed.subscribe')}
            </Button>
            <Button color="inherit" size="small" onClick={() => reset.mutate()} disabled={reset.isPending}>
              {t('feed.reset')}
            </Button>
          </Stack>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }} role="status">
            {reset.isSuccess ? t('feed.resetDone') : t('feed.secret')}
          </Typography>
        </>
      ) : null}
    </Card>
  );
}
