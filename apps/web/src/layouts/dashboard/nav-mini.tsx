import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Tooltip from '@mui/material/Tooltip';
import type { NavGroup } from './nav-config';
import { isActivePath } from './nav-config';

/** Icon rail for the "mini" navLayout: every item reachable, labels as tooltips and captions. */
export function NavMini({ groups }: { groups: NavGroup[] }) {
  const { t } = useTranslation('navbar');
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label={t('nav.dashboard')}
      sx={{ px: 0.75, pb: 3, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      {groups.map((group, index) => (
        <Box
          key={group.subheaderKey}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 0.5,
            pt: index ? 1 : 0,
            borderTop: index ? 1 : 0,
            borderColor: 'var(--nav-divider)',
          }}
        >
          {group.items.map((item) => {
            const target = item.children?.[0]?.path ?? item.path;
            const isActive = isActivePath(item.path, pathname);
            return (
              <Tooltip key={item.path} title={t(item.titleKey)} placement="right">
                <ButtonBase
                  component={NavLink}
                  to={target}
                  aria-label={t(item.titleKey)}
                  aria-current={isActive ? 'page' : undefined}
                  sx={{
                    flexDirection: 'column',
                    gap: 0.25,
                    py: 1,
                    borderRadius: 1,
                    color: isActive ? 'var(--nav-active-text)' : 'var(--nav-text)',
                    bgcolor: isActive ? 'var(--nav-active-bg)' : 'transparent',
                    '&:hover': { bgcolor: 'action.hover' },
                  }}
                >
                  {item.icon}
                  <Box
                    component="span"
                    sx={{
                      fontSize: 10,
                      fontWeight: 600,
                      lineHeight: 1.2,
                      textAlign: 'center',
                      maxWidth: 72,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {t(item.titleKey)}
                  </Box>
                </ButtonBase>
              </Tooltip>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
