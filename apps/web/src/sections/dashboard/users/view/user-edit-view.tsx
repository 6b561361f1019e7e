// /dashboard/user/new and /dashboard/user/:id/edit.
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CustomerPassesCard } from '../../passes/components/customer-passes-card';
import { PageHeader } from '../../shared/page-header';
import { QueryFeedback } from '../../shared/query-feedback';
import { HistoryList } from '../../shared/record-history';
import { useUser } from '../api/users';
import { UserForm } from '../components/user-form';

export function UserNewView() {
  const { t } = useTranslation('management');
  return (
    <>
      <PageHeader title={t('users.new')} subtitle={t('users.newHint')} />
      <UserForm />
    </>
  );
}

export function UserEditView() {
  const { t } = useTranslation('management');
  const { id = '' } = useParams();
  const { data, error, isLoading } = useUser(id);
  return (
    <>
      <PageHeader title={data ? t('users.editTitle', { name: data.user.name }) : t('users.edit')} />
      <QueryFeedback isLoading={isLoading} error={error}>
        {data ? (
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <UserForm key={data.user.id} user={data.user} />
            <Stack sx={{ gap: 3 }}>
              <CustomerPassesCard userId={data.user.id} />
              <Card>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {t('history.title')}
                  </Typography>
                  <HistoryList entity="user" id={data.user.id} />
                </CardContent>
              </Card>
            </Stack>
          </Box>
        ) : null}
      </QueryFeedback>
    </>
  );
}
