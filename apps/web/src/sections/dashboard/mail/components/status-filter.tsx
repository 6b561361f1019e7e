// The status select of the mail lists (outbox and contact messages): "All" or one status, kept in
// the grid's URL state by the caller.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface StatusFilterProps<T extends string> {
  label: string;
  allLabel: string;
  value: string | undefined;
  statuses: readonly T[];
  labelOf: (status: T) => string;
  onChange: (value: string) => void;
  testId: string;
}

export function StatusFilter<T extends string>({
  label,
  allLabel,
  value,
  statuses,
  labelOf,
  onChange,
  testId,
}: StatusFilterProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ width: { xs: '100%', sm: 180 }, flexShrink: 0, mb: { xs: 1, sm: 0 } }}
      data-testid={testId}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {statuses.map((s) => (
        <MenuItem key={s} value={s}>
          {labelOf(s)}
        </MenuItem>
      ))}
    </TextField>
  );
}
