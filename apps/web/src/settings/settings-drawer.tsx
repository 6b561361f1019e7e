// The display-settings drawer (docs/product.md#public-site): every field of the record, reset only when the
// values differ from the defaults.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import CloseIcon from '@mui/icons-material/Close';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { primaryPresets } from '../theme/palette';
import { FONT_FAMILIES, PRIMARY_COLORS } from './settings-config';
import type { SettingsState } from './settings-config';
import { selectCanReset, useSettingsStore } from './settings-store';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', display: 'block', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function SwitchRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        py: 1,
        px: 2,
        borderRadius: 1.5,
        border: 1,
        borderColor: 'divider',
        cursor: 'pointer',
      }}
    >
      <Box>
        <Typography variant="subtitle2">{label}</Typography>
        {hint ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {hint}
          </Typography>
        ) : null}
      </Box>
      <Switch
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        slotProps={{ input: { 'aria-label': label } }}
      />
    </Box>
  );
}

function Choice<K extends keyof SettingsState>({
  field,
  options,
  label,
}: {
  field: K;
  options: readonly SettingsState[K][];
  label: string;
}) {
  const { t } = useTranslation();
  const value = useSettingsStore((s) => s[field]);
  const setField = useSettingsStore((s) => s.setField);
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      aria-label={label}
      value={value}
      onChange={(_, next: SettingsState[K] | null) => {
        if (next !== null) setField(field, next);
      }}
    >
      {options.map((option) => (
        <ToggleButton key={String(option)} value={option as string} sx={{ textTransform: 'none', fontWeight: 600 }}>
          {t(`settings.options.${String(option)}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

export function SettingsDrawer() {
  const { t } = useTranslation();
  const settings = useSettingsStore();
  const canReset = useSettingsStore(selectCanReset);

  return (
    <Drawer
      anchor="right"
      open={settings.isDrawerOpen}
      onClose={settings.closeDrawer}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 360 } } },
        backdrop: { invisible: true },
      }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          px: 2.5,
          py: 2,
          gap: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        {canReset ? (
          <Tooltip title={t('settings.reset')}>
            <IconButton aria-label={t('settings.reset')} onClick={settings.reset} data-testid="settings-reset">
              <RestartAltIcon />
            </IconButton>
          </Tooltip>
        ) : null}
        <IconButton aria-label={t('settings.close')} onClick={settings.closeDrawer}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2.5, pb: 4, overflowY: 'auto' }}>
        <Stack sx={{ gap: 1.5, mt: 3 }}>
          <SwitchRow
            label={t('settings.mode')}
            checked={settings.colorScheme === 'dark'}
            onChange={(on) => settings.setField('colorScheme', on ? 'dark' : 'light')}
          />
          <SwitchRow
            label={t('settings.contrast')}
            checked={settings.contrast === 'high'}
            onChange={(on) => settings.setField('contrast', on ? 'high' : 'default')}
          />
          <SwitchRow
            label={t('settings.direction')}
            checked={settings.direction === 'rtl'}
            onChange={(on) => settings.setAll({ direction: on ? 'rtl' : 'ltr', directionChosen: true })}
          />
          <SwitchRow
            label={t('settings.compact')}
            hint={t('settings.compactHint')}
            checked={settings.compactLayout}
            onChange={(on) => settings.setField('compactLayout', on)}
          />
        </Stack>
        <Section title={t('settings.navLayout')}>
          <Choice field="navLayout" label={t('settings.navLayout')} options={['vertical', 'horizontal', 'mini']} />
        </Section>
        <Section title={t('settings.navColor')}>
          <Choice field="navColor" label={t('settings.navColor')} options={['integrate', 'apart']} />
        </Section>
        <Section title={t('settings.primaryColor')}>
          <Box
            role="radiogroup"
            aria-label={t('settings.primaryColor')}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1.5 }}
          >
            {PRIMARY_COLORS.map((color) => {
              const isSelected = settings.primaryColor === color;
              return (
                <Box
                  key={color}
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={isSelected}
                  aria-label={t(`settings.options.${color}`)}
                  data-testid={`primary-color-${color}`}
                  onClick={() => settings.setField('primaryColor', color)}
                  sx={{
                    height: 56,
                    borderRadius: 1.5,
                    cursor: 'pointer',
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    justifyContent: 'center',
                    gap: 0.5,
                    border: 2,
                    borderColor: isSelected ? primaryPresets[color].main : 'divider',
                    bgcolor: isSelected ? 'action.selected' : 'transparent',
                    color: 'text.primary',
                    font: 'inherit',
                  }}
                >
                  <Box
                    sx={{
                      width: 20,
                      height: 20,
                      borderRadius: '50%',
                      background: `linear-gradient(135deg, ${primaryPresets[color].light}, ${primaryPresets[color].dark})`,
                    }}
                  />
                  <Typography variant="caption" sx={{ fontWeight: 600 }}>
                    {t(`settings.options.${color}`)}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Section>
        <Section title={t('settings.font')}>
          <Choice field="fontFamily" label={t('settings.font')} options={FONT_FAMILIES} />
        </Section>
      </Box>
    </Drawer>
  );
}
