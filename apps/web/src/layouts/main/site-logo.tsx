// The venue's logo link in the public header and footer, without MUI (the mark is the one
// components/logo/logo.tsx shows on the MUI screens).
import { Link } from 'react-router';
import { LogoMark } from '../../components/logo/logo-mark';
import { CONFIG } from '../../config/env';
import { paths } from '../../config/paths';
import { useCurrentOrganization } from '../../sections/organization/api/get-current-organization';

/** The venue's name wherever no label is given (the phone drawer too); the software's only before it loads. */
export function SiteLogo({ label: given }: { label?: string }) {
  const { data: organization } = useCurrentOrganization();
  const label = given ?? organization?.name ?? CONFIG.appName;
  return (
    <Link to={paths.home} aria-label={label} className="ml-logo">
      <LogoMark />
      <span>{label}</span>
    </Link>
  );
}
