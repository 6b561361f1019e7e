import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ContentPage } from '../components/content-page';
import { usePolicyValues } from '../use-policy-values';

const rows = ['single', 'singleCredit', 'abo', 'comeTogether', 'late'] as const;

/** Booking conditions and court rules; the cancellation table uses the venue's real deadlines. */
export function ConditionsView() {
  const { t } = useTranslation('content');
  const values = usePolicyValues();
  return (
    <ContentPage pageKey="conditions" values={values}>
      <TableContainer component={Paper} variant="outlined" sx={{ mb: 6 }}>
        <Table aria-label={t('conditions.table.caption')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('conditions.table.booking')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('conditions.table.when')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('conditions.table.outcome')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row}>
                <TableCell component="th" scope="row">
                  {t(`conditions.table.rows.${row}.booking`, values)}
                </TableCell>
                <TableCell>{t(`conditions.table.rows.${row}.when`, values)}</TableCell>
                <TableCell>{t(`conditions.table.rows.${row}.outcome`, values)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ContentPage>
  );
}
