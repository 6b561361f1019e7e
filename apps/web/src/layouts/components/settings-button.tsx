import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/button';
import { TuneIcon } from '../../ui/icons';
import { useSettingsStore } from '../../settings/settings-store';

export function SettingsButton() {
  const { t } = useTranslation('navbar');
  const toggleDrawer = useSettingsStore((s) => s.toggleDrawer);
  return (
    <IconButton
      aria-label={t('settings.open')}
      title={t('settings.open')}
      data-testid="settings-button"
      onClick={toggleDrawer}
    >
      <TuneIcon />
    </IconButton>
  );
}
