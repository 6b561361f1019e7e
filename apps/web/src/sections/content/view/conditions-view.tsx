import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/content-page';
import { usePolicyValues } from '../use-policy-values';

const rows = ['single', 'singleCredit', 'abo', 'comeTogether', 'late'] as const;

/** Booking conditions and court rules; the cancellation table uses the venue's real deadlines. */
export function ConditionsView() {
  const { t } = useTranslation('content');
  const values = usePolicyValues();
  return (
    <ContentPage pageKey="conditions" values={values}>
      <div className="ct-table-wrap">
        <table className="ct-table" aria-label={t('conditions.table.caption')}>
          <thead>
            <tr>
              <th scope="col">{t('conditions.table.booking')}</th>
              <th scope="col">{t('conditions.table.when')}</th>
              <th scope="col">{t('conditions.table.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row}>
                <th scope="row">{t(`conditions.table.rows.${row}.booking`, values)}</th>
                <td>{t(`conditions.table.rows.${row}.when`, values)}</td>
                <td>{t(`conditions.table.rows.${row}.outcome`, values)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ContentPage>
  );
}
