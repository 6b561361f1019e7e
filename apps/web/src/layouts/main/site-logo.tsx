// The venue's logo link in the public header and footer, without MUI (the mark is the one
// components/logo/logo.tsx shows on the MUI screens).
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo/logo-mark';
import { paths } from '../../config/paths';

export function SiteLogo({ label = 'Courtside' }: { label?: string }) {
  return (
    <Link to={paths.home} aria-label={label} className="ml-logo">
      <LogoMark />
      <span>{label}</span>
    </Link>
  );
}
