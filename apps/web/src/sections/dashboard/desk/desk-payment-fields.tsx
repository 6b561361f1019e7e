// How the desk takes the money: cash, card at the desk, bank transfer, or a payment link mailed to the
// customer (valid for a chosen number of hours).
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';

export const METHODS = ['cash', 'card_terminal', 'bank_transfer', 'payment_link'] as const;
export type Method = (typeof METHODS)[number];
const LINK_HOURS = [2, 24, 48, 72];

export function DeskPaymentFields(props: {
  method: Method;
  setMethod: (m: Method) => void;
  linkHours: number;
  setLinkHours: (h: number) => void;
  /** A payment link carries court time only. */
  allowLink: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <div>
        <FormLabel id="desk-payment-label">{t('desk.payment')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="desk-payment-label"
          value={props.method}
          onChange={(e) => props.setMethod(e.target.value as Method)}
        >
          {METHODS.filter((m) => props.allowLink || m !== 'payment_link').map((m) => (
            <FormControlLabel
              key={m}
              value={m}
              control={<Radio size="small" />}
              label={t(m === 'payment_link' ? 'desk.payment_link' : `payment.${m}`)}
            />
          ))}
        </RadioGroup>
      </div>
      {props.method === 'payment_link' ? (
        <TextField
          select
          size="small"
          label={t('desk.linkValid')}
          value={props.linkHours}
          onChange={(e) => props.setLinkHours(Number(e.target.value))}
          sx={{ maxWidth: 180 }}
        >
          {LINK_HOURS.map((h) => (
            <MenuItem key={h} value={h}>
              {t('desk.hours', { count: h })}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
    </>
  );
}
