// The personal iCal feed: a secret address calendar apps subscribe to, with copy and reset (light layer,
// my-bookings.css).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ButtonAnchor, Card, Text, TextField } from '../../../ui';
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
    <Card variant="outlined" as="section" className="mb-feed" aria-labelledby="feed-title" data-testid="calendar-feed">
      <Text id="feed-title" variant="h6" as="h2" className="mb-feed-title">
        {t('feed.title')}
      </Text>
      <Text variant="body2" color="secondary" className="mb-feed-text">
        {t('feed.text')}
      </Text>
      {feed.isError ? <Alert severity="error">{t('feed.error')}</Alert> : null}
      {feed.data ? (
        <>
          <TextField
            id="calendar-feed-url"
            label={t('feed.address')}
            value={feed.data.url}
            readOnly
            data-testid="feed-url"
            onFocus={(e) => e.target.select()}
          />
          <div className="mb-feed-actions">
            <Button variant="contained" size="small" onClick={() => void copy()}>
              {copied ? t('feed.copied') : t('feed.copy')}
            </Button>
            <ButtonAnchor variant="outlined" size="small" href={feed.data.webcalUrl}>
              {t('feed.subscribe')}
            </ButtonAnchor>
            <Button color="inherit" size="small" onClick={() => reset.mutate()} disabled={reset.isPending}>
              {t('feed.reset')}
            </Button>
          </div>
          <Text variant="caption" as="p" color="secondary" className="mb-feed-note" role="status">
            {reset.isSuccess ? t('feed.resetDone') : t('feed.secret')}
          </Text>
        </>
      ) : null}
    </Card>
  );
}
