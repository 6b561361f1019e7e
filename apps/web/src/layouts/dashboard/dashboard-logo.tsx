// The software's mark and name in the dashboard's frame, linking to the dashboard's home (the MUI
// screens draw the same mark: components/logo/logo.tsx).
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo/logo-mark';
import { paths } from '../../config/paths';

export function DashboardLogo({ isSingle = false }: { isSingle?: boolean }) {
  return (
    <Link to={paths.dashboard.root} aria-label="Courtside" className="dl-logo">
      <LogoMark />
      {isSingle ? null : <span>Courtside</span>}
    </Link>
  );
}
