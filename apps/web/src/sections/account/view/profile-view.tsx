import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/format-date';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAuthStore } from '../../../auth/auth-store';
import { PageMeta } from '../../../components/page/page-meta';
import { initialsOf } from '../../../layouts/components/account-button';
import { findLanguage } from '../../../locales/languages';
import { paths } from '../../../config/paths';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ py: 1.5, gap: { sm: 2 } }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', width: { sm: 200 }, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </Stack>
  );
}

export function ProfileView() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const user = useAuthStore((s) => s.user);
  if (!user) return null;
  const memberSince = dates.dayLong(user.createdAt);
  return (
    <>
      <PageMeta title={t('profile.title')} />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('profile.title')}
      </Typography>
      <Card sx={{ overflow: 'hidden' }}>
        <Box
          sx={{
            height: 96,
            background: (theme) =>
              `linear-gradient(135deg, ${theme.palette.primary.light}, ${theme.palette.primary.dark})`,
          }}
        />
        <Box sx={{ px: { xs: 2.5, md: 4 }, pb: 3 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'flex-end' }, gap: 2 }}>
            <Avatar
              sx={{
                width: 88,
                height: 88,
                fontSize: 32,
                fontWeight: 800,
                bgcolor: 'primary.main',
                border: 4,
                mt: -5,
                borderColor: 'background.paper',
              }}
            >
              {initialsOf(user.name)}
            </Avatar>
            <Box sx={{ flexGrow: 1, pb: 0.5 }}>
              <Typography variant="h5" component="h2" data-testid="profile-name">
                {user.name}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                <Chip size="small" color="primary" variant="outlined" label={t(`roles.${user.role}`)} />
                <Chip
                  size="small"
                  color={user.emailVerified ? 'success' : 'warning'}
                  variant="outlined"
                  label={user.emailVerified ? t('profile.verified') : t('profile.unverified')}
                />
              </Stack>
            </Box>
            <Button component={RouterLink} to={paths.dashboard.user.account} variant="contained">
              {t('profile.edit')}
            </Button>
          </Stack>
          <Divider sx={{ my: 3, borderStyle: 'dashed' }} />
          <Row label={t('auth.fields.email')} value={user.email} />
          <Row label={t('account.general.phone')} value={user.phone || t('profile.none')} />
          <Row label={t('account.general.language')} value={findLanguage(user.locale).label} />
          <Row label={t('profile.memberSince')} value={memberSince} />
        </Box>
      </Card>
    </>
  );
}
