// /dashboard/user/cards: the accounts as cards (name, role, contact), searchable, a page at a time.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AuthUser } from '@courtside/core/auth-schemas';
import { hasPermission, useAuthStore } from '../../../../auth/auth-store';
import { paths } from '../../../../config/paths';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { useUsers } from '../api/users';
import { RoleChip } from '../components/role-chip';

const PAGE_SIZE = 12;
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

function UserCard({ user, canManage }: { user: AuthUser; canManage: boolean }) {
  const content = (
    <Stack spacing={1.5} sx={{ p: 2.5, alignItems: 'center', textAlign: 'center', height: '100%' }}>
      <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main' }} aria-hidden>
        {initials(user.name)}
      </Avatar>
      <Typography variant="subtitle1" component="h2">
        {user.name}
      </Typography>
      <RoleChip role={user.role} />
      <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
        {user.email}
      </Typography>
      {user.phone ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {user.phone}
        </Typography>
      ) : null}
    </Stack>
  );
  return (
    <Card>
      {canManage ? (
        <CardActionArea component={RouterLink} to={paths.dashboard.user.edit(user.id)} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

export function UserCardsView() {
  const { t } = useTranslation('management');
  const canManage = hasPermission(
    useAuthStore((s) => s.user),
    'user.manage',
  );
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const { data, error, isLoading } = useUsers({ page, pageSize: PAGE_SIZE, search: search.trim() || undefined });
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / PAGE_SIZE));
  return (
    <>
      <PageHeader title={t('users.cardsTitle')} subtitle={t('users.subtitle')} />
      <TextField
        type="search"
        label={t('users.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        sx={{ mb: 3, maxWidth: 360 }}
        fullWidth
      />
      <QueryFeedback isLoading={isLoading} error={error}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {(data?.rows ?? []).map((user) => (
            <UserCard key={user.id} user={user} canManage={canManage} />
          ))}
        </Box>
        {data && data.rows.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('users.none')}</Typography>
        ) : null}
        {pages > 1 ? (
          <Pagination
            count={pages}
            page={page}
            onChange={(_e, p) => setPage(p)}
            sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          />
        ) : null}
      </QueryFeedback>
    </>
  );
}
