// /dashboard: a greeting, the next game and the next steps for customers; the venue's "today" for staff, whose
// figures (occupancy, revenue, alerts) arrive with the analytics issue.
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import BookIcon from '@mui/icons-material/SportsVolleyballOutlined';
import BookingsIcon from '@mui/icons-material/ListAltOutlined';
import InvoiceIcon from '@mui/icons-material/ReceiptLongOutlined';
import UserIcon from '@mui/icons-material/PersonOutlineOutlined';
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import { hasPermission, useAuthStore } from '../../auth/auth-store';
import { PageMeta } from '../../components/page/page-meta';
import { paths } from '../../config/paths';
import { NextGameCard } from './next-game-card';

interface Shortcut {
  key: string;
  path: string;
  icon: ReactElement;
}

const customerShortcuts: Shortcut[] = [
  { key: 'book', path: paths.dashboard.book, icon: <BookIcon /> },
  { key: 'bookings', path: paths.dashboard.bookings.root, icon: <BookingsIcon /> },
  { key: 'invoices', path: paths.dashboard.invoice.root, icon: <InvoiceIcon /> },
  { key: 'profile', path: paths.dashboard.user.profile, icon: <UserIcon /> },
];

const staffShortcuts: Shortcut[] = [
  { key: 'book', path: paths.dashboard.book, icon: <BookIcon /> },
  { key: 'calendar', path: paths.dashboard.calendar, icon: <CalendarIcon /> },
  { key: 'bookings', path: paths.dashboard.bookings.root, icon: <BookingsIcon /> },
  { key: 'profile', path: paths.dashboard.user.profile, icon: <UserIcon /> },
];

export function DashboardHomeView() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const isStaff = hasPermission(user, 'booking.read.any');
  const shortcuts = isStaff ? staffShortcuts : customerShortcuts;
  const firstName = user?.name.split(' ')[0] ?? '';
  return (
    <>
      <PageMeta title={t('dashboardHome.title')} />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }} data-testid="dashboard-greeting">
        {t('dashboardHome.greeting', { name: firstName })}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        {isStaff ? t('pages.dashboard.app') : t('dashboardHome.customerText')}
      </Typography>
      {isStaff ? null : <NextGameCard />}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
        }}
      >
        {shortcuts.map((shortcut) => (
          <Card key={shortcut.key}>
            <CardActionArea component={RouterLink} to={shortcut.path} sx={{ p: 3, height: '100%' }}>
              <Box
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: 1.5,
                  display: 'grid',
                  placeItems: 'center',
                  mb: 2,
                  color: 'primary.main',
                  bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12),
                }}
              >
                {shortcut.icon}
              </Box>
              <Typography variant="subtitle1" component="h2">
                {t(`dashboardHome.shortcuts.${shortcut.key}.title`)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`dashboardHome.shortcuts.${shortcut.key}.text`)}
              </Typography>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </>
  );
}
