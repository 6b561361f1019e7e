import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Logo } from '../../components/logo/logo';
import { BeachScene } from '../../components/illustrations/beach-scene';
import { SiteNotices } from '../../sections/connectivity/components/site-notices';
import { useCurrentOrganization } from '../../sections/organization/api/get-current-organization';
import { LanguagePopover } from '../components/language-popover';
import { SettingsButton } from '../components/settings-button';

/** Split layout for the sign-in pages: brand panel on the start side (md+), form on the other. */
export function AuthSplitLayout() {
  // Its texts (home.*) and the sign-in screens' (auth.*) are not in common: load them here.
  const { t } = useTranslation(['common', 'home', 'account']);
  const { data: organization } = useCurrentOrganization();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex' }}>
      {/* The sign-in pages are part of the public site: the consent and connection notices too. */}
      <SiteNotices />
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: 480,
          flexShrink: 0,
          p: 5,
          background: (theme) =>
            `linear-gradient(180deg, ${theme.palette.primary.lighter} 0%, ${theme.palette.background.default} 100%)`,
        }}
      >
        <Logo label={organization?.name} />
        <Box>
          <Typography variant="h3" component="p" sx={{ mb: 1.5 }}>
            {t('home.hero.eyebrow')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', maxWidth: 360 }}>{t('home.cta.text')}</Typography>
        </Box>
        <BeachScene style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 24 }} />
      </Box>
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Stack direction="row" component="header" sx={{ alignItems: 'center', px: { xs: 2, md: 5 }, py: 2, gap: 1 }}>
          <Box sx={{ display: { md: 'none' } }}>
            <Logo label={organization?.name} />
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguagePopover />
          <SettingsButton />
        </Stack>
        <Box
          component="main"
          id="main-content"
          sx={{
            flexGrow: 1,
            display: 'flex',
            justifyContent: 'center',
            alignItems: { xs: 'flex-start', md: 'center' },
            px: 2,
            py: { xs: 3, md: 6 },
          }}
        >
          <Box sx={{ width: '100%', maxWidth: 420 }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
