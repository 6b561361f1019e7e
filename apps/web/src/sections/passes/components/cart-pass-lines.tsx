// The passes in the cart (to buy): name, units, price and removal.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import type { CartPassLineDto } from '@courtside/core/passes';
import { useFormatters } from '../../cart/format';
import { useNotify } from '../../cart/notify';
import { useRemovePassLine } from '../api/passes';
import { unitsText } from './pass-text';

export function CartPassLines({ lines, isReadOnly }: { lines: readonly CartPassLineDto[]; isReadOnly: boolean }) {
  const { t } = useTranslation('passes');
  const f = useFormatters();
  const remove = useRemovePassLine();
  const notify = useNotify();
  return (
    <>
      {lines.map((line) => (
        <Box
          component="li"
          key={line.id}
          data-testid="cart-pass-line"
          sx={{ display: 'flex', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" component="p">
              {line.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {unitsText(line.unit, line.units, t)} · {t('validity', { count: line.validityMonths })}
            </Typography>
          </Box>
          <Typography variant="subtitle2" component="p" sx={{ whiteSpace: 'nowrap' }}>
            {f.money(line.unitPrice)}
          </Typography>
          {isReadOnly ? null : (
            <IconButton
              size="small"
              aria-label={t('cart.remove', { name: line.name })}
              disabled={remove.isPending}
              onClick={() => remove.mutate(line.id, { onError: notify.error })}
            >
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      ))}
    </>
  );
}
