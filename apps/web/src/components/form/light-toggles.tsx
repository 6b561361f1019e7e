// Segmented buttons and a switch for the public pages' filters, built from what their first paint
// already loads (ButtonGroup, Button, Box, a native checkbox) instead of MUI's ToggleButtonGroup,
// ToggleButton, Switch and FormControlLabel: about 5 KB gzip less on /booking (bench/README.md).
import type { ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Typography from '@mui/material/Typography';

interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  testId?: string;
}

/** One of a few choices, as pressed/unpressed buttons in a labelled group. */
export function LightSegmented<T extends string>({ label, value, options, onChange, fullWidth }: { label: string; value: T; options: SegmentedOption<T>[]; onChange: (value: T) => void; fullWidth?: boolean }) {
  return (
    <ButtonGroup size="small" variant="outlined" color="inherit" fullWidth={fullWidth} role="group" aria-label={label} sx={{ borderColor: 'divider' }}>
      {options.map((option) => {
        const isPressed = option.value === value;
        return (
          <Button
            key={option.value}
            aria-pressed={isPressed}
            data-testid={option.testId}
            onClick={() => onChange(option.value)}
            sx={{
              px: 1.25,
              minHeight: 40,
              borderColor: 'divider',
              fontWeight: 600,
              color: isPressed ? 'text.primary' : 'text.secondary',
              bgcolor: isPressed ? 'action.selected' : 'transparent',
              '&:hover': { bgcolor: isPressed ? 'action.selected' : 'action.hover' },
            }}
          >
            {option.label}
          </Button>
        );
      })}
    </ButtonGroup>
  );
}

/** An on/off setting: a native checkbox with the switch role, drawn as a switch. */
export function LightSwitch({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (checked: boolean) => void; testId?: string }) {
  return (
    <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 40, cursor: 'pointer' }}>
      <Box
        component="input"
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        data-testid={testId}
        sx={{
          appearance: 'none',
          flexShrink: 0,
          position: 'relative',
          width: 40,
          height: 24,
          m: 0,
          borderRadius: 12,
          cursor: 'pointer',
          bgcolor: checked ? 'primary.main' : 'grey.600',
          transition: 'background-color 150ms',
          '&::after': {
            content: '""',
            position: 'absolute',
            top: 3,
            insetInlineStart: checked ? 19 : 3,
            width: 18,
            height: 18,
            borderRadius: '50%',
            bgcolor: 'common.white',
            boxShadow: 1,
            transition: 'inset-inline-start 150ms',
          },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      />
      <Typography variant="body2" component="span">
        {label}
      </Typography>
    </Box>
  );
}
