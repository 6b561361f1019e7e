// An amount in euros typed the way staff write it ("12,50" or "12.50"), handed out as cents.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import { centsToInput, parseEuros } from './format';

type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: number | null | undefined;
  onChange: (cents: number | null) => void;
};

export function MoneyField({ value, onChange, error, helperText, ...props }: MoneyFieldProps) {
  const { t, i18n } = useTranslation('management');
  const [text, setText] = useState(() => centsToInput(value, i18n.language));
  const [shown, setShown] = useState(value);
  // A value set from outside (a reset or another field) replaces what is typed.
  if (value !== shown) {
    setShown(value);
    if (parseEuros(text) !== value) setText(centsToInput(value, i18n.language));
  }
  const isInvalid = text.trim() !== '' && parseEuros(text) === undefined;
  return (
    <TextField
      {...props}
      value={text}
      inputMode="decimal"
      onChange={(event) => {
        setText(event.target.value);
        const cents = parseEuros(event.target.value);
        const next = cents === undefined ? null : cents;
        setShown(next);
        onChange(next);
      }}
      error={Boolean(error) || isInvalid}
      helperText={isInvalid ? t('validation.amount') : helperText}
      slotProps={{
        ...props.slotProps,
        input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
        htmlInput: { inputMode: 'decimal' },
      }}
    />
  );
}
