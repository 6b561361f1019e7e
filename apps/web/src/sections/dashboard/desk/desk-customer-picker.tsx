// Find or create the customer of a desk booking: search accounts by name or email, create an
// account, or take a walk-in's contact without an account.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { CustomerOption } from './desk-api';
import { useCreateCustomer, useCustomerSearch } from './desk-api';

export interface WalkInContact {
  name: string;
  email: string;
  phone: string;
}

export type DeskCustomer =
  { mode: 'account'; customer: CustomerOption | null } | { mode: 'walk-in'; contact: WalkInContact };

export function DeskCustomerPicker({
  value,
  onChange,
  onError,
}: {
  value: DeskCustomer;
  onChange: (next: DeskCustomer) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('dashboard');
  const [search, setSearch] = useState('');
  const found = useCustomerSearch(search);
  const create = useCreateCustomer();
  const contact = value.mode === 'walk-in' ? value.contact : { name: '', email: '', phone: '' };
  const setContact = (patch: Partial<WalkInContact>) =>
    onChange({ mode: 'walk-in', contact: { ...contact, ...patch } });

  return (
    <Stack spacing={1.5}>
      <Tabs
        variant="scrollable"
        scrollButtons="auto"
        value={value.mode}
        onChange={(_e, mode: DeskCustomer['mode']) =>
          onChange(mode === 'account' ? { mode, customer: null } : { mode, contact })
        }
        aria-label={t('desk.customer')}
      >
        <Tab value="account" label={t('desk.findCustomer')} />
        <Tab value="walk-in" label={t('desk.walkIn')} />
      </Tabs>
      {value.mode === 'account' ? (
        <Autocomplete<CustomerOption>
          options={found.data ?? []}
          value={value.customer}
          loading={found.isFetching}
          filterOptions={(x) => x}
          getOptionLabel={(o) => `${o.name} · ${o.email}`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onInputChange={(_e, text) => setSearch(text)}
          onChange={(_e, customer) => onChange({ mode: 'account', customer })}
          renderInput={(params) => <TextField {...params} size="small" label={t('desk.findCustomer')} autoFocus />}
        />
      ) : (
        <>
          <TextField
            size="small"
            label={t('desk.name')}
            value={contact.name}
            onChange={(e) => setContact({ name: e.target.value })}
            required
          />
          <TextField
            size="small"
            type="email"
            label={t('desk.email')}
            value={contact.email}
            onChange={(e) => setContact({ email: e.target.value })}
            helperText={t('desk.emailOptional')}
          />
          <TextField
            size="small"
            type="tel"
            label={t('desk.phone')}
            value={contact.phone}
            onChange={(e) => setContact({ phone: e.target.value })}
          />
          <Button
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            disabled={!contact.name || !contact.email || create.isPending}
            onClick={() =>
              create.mutate(
                { name: contact.name, email: contact.email, ...(contact.phone ? { phone: contact.phone } : {}) },
                { onSuccess: (customer) => onChange({ mode: 'account', customer }), onError },
              )
            }
          >
            {t('desk.createCustomer')}
          </Button>
        </>
      )}
    </Stack>
  );
}
