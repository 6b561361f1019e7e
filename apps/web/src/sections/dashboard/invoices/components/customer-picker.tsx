// Links a manual invoice to a customer account (then it shows in their account), searched by name,
// email or phone. Picking one fills the buyer's name and email.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { AuthUser } from '@courtside/core/auth-schemas';
import { api } from '../../../../lib/api-client';

export function CustomerPicker({
  value,
  onChange,
}: {
  value: AuthUser | null;
  onChange: (user: AuthUser | null) => void;
}) {
  const { t } = useTranslation('management');
  const [input, setInput] = useState('');
  const search = input.trim();
  const { data, isFetching } = useQuery({
    queryKey: ['users', 'picker', search],
    queryFn: () => api.get<{ rows: AuthUser[] }>('/users', { query: { search, pageSize: 10 } }),
    enabled: search.length >= 2,
    staleTime: 30_000,
  });
  return (
    <Autocomplete
      value={value}
      onChange={(_e, user) => onChange(user)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      options={data?.rows ?? (value ? [value] : [])}
      loading={isFetching}
      filterOptions={(x) => x}
      getOptionLabel={(u) => `${u.name} (${u.email})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={search.length < 2 ? t('invoices.typeToSearch') : t('users.none')}
      renderInput={(params) => (
        <TextField {...params} label={t('invoices.customer')} helperText={t('invoices.customerHint')} />
      )}
    />
  );
}
