import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useAuthStore } from '../../../auth/auth-store';
import { PageMeta } from '../../../components/page/page-meta';
import { AccountDelete } from '../components/account-delete';
import { AccountGeneralForm } from '../components/account-general-form';
import { AccountSecurity } from '../components/account-security';

const TABS = ['general', 'security', 'privacy'] as const;
// The chat button loads on its own, never holding up the page (docs/product/chat-tasks.md#support-chat).
const ChatLauncher = lazy(async () => ({ default: (await import('../../chat/chat-launcher')).ChatLauncher }));

type AccountTab = (typeof TABS)[number];

export function AccountView() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const [tab, setTab] = useState<AccountTab>('general');
  if (!user) return null;
  return (
    <>
      <PageMeta title={t('account.title')} />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('account.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, next: AccountTab) => setTab(next)}
        sx={{ mb: 3 }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`account.tabs.${value}`)}
            id={`account-tab-${value}`}
            aria-controls={`account-panel-${value}`}
          />
        ))}
      </Tabs>
      <Card role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
        <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
          {tab === 'general' ? <AccountGeneralForm user={user} /> : null}
          {tab === 'security' ? <AccountSecurity /> : null}
          {tab === 'privacy' ? <AccountDelete /> : null}
        </CardContent>
      </Card>
      <Suspense fallback={null}>
        <ChatLauncher />
      </Suspense>
    </>
  );
}
