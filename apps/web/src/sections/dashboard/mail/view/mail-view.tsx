// /dashboard/mail (docs/product.md#dashboard): the outbox — every mail the system wrote, which without
// SMTP_URL is where mails stay (README) — and the messages of the public contact form.
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeader } from '../../shared/page-header';
import { ContactList } from '../components/contact-list';
import { OutboxList } from '../components/outbox-list';

const tabs = ['outbox', 'contact'] as const;
type MailTab = (typeof tabs)[number];

export function MailView() {
  const { t } = useTranslation('management');
  const [params, setParams] = useSearchParams();
  const tab: MailTab = params.get('tab') === 'contact' ? 'contact' : 'outbox';
  // Each tab starts from its own defaults: the outbox grid's page, search and filters are in the URL.
  const select = (value: MailTab) => setParams(value === 'contact' ? { tab: 'contact' } : {}, { replace: true });
  return (
    <>
      <PageHeader title={t('mail.title')} subtitle={t('mail.subtitle')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_e, value: MailTab) => select(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('mail.title')}
        >
          {tabs.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`mail.tabs.${key}`)}
              id={`mail-tab-${key}`}
              aria-controls={`mail-panel-${key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`mail-panel-${tab}`} aria-labelledby={`mail-tab-${tab}`}>
        <Card sx={{ p: { xs: 1, sm: 2 } }}>{tab === 'outbox' ? <OutboxList /> : <ContactList />}</Card>
      </Box>
    </>
  );
}
