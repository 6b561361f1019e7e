// Outlined text and select fields for the public pages, built from FormControl + InputLabel +
// OutlinedInput (+ NativeSelect) instead of TextField: TextField always bundles MUI's Select, Menu,
// Popover and List, about 12 KB gzip that a date field or a native select never uses. Looks and
// labels the same as an outlined TextField with a shrunk label.
import type { ChangeEvent, ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

interface LightFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** Attributes of the <input> / <select> itself (min, max, data-testid…). */
  htmlInput?: Record<string, unknown>;
}

export function LightTextField({ id, label, value, onChange, size, sx, htmlInput, type = 'text' }: LightFieldProps & { type?: string }) {
  return (
    <FormControl size={size} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type={type}
        label={label}
        notched
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        inputProps={htmlInput}
      />
    </FormControl>
  );
}

export function LightSelectField({ id, label, value, onChange, size, sx, htmlInput, children }: LightFieldProps & { children: ReactNode }) {
  return (
    <FormControl size={size} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, ...htmlInput }}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
