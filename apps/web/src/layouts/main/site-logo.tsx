// The venue's logo link in the public header and footer, drawn with plain SVG so it follows the
// colour variables (the same mark as components/logo/logo.tsx, which the MUI screens use).
import { Link } from 'react-router';
import { paths } from '../../routes/paths';

export function SiteLogo({ label = 'Courtside' }: { label?: string }) {
  return (
    <Link to={paths.home} aria-label={label} className="ml-logo">
      <svg viewBox="0 0 40 40" className="ml-logo-mark" aria-hidden>
        <rect x="1" y="1" width="38" height="38" rx="11" className="ml-logo-court" />
        <path d="M7 29.5h26" className="ml-logo-line" />
        <path d="M20 29.5V21" className="ml-logo-line" />
        <circle cx="20" cy="13.5" r="6.5" className="ml-logo-ball" />
        <path d="M14.2 11.5c3.6.2 7.4 2.2 9.6 7.2M25.6 10.6c-3 1.7-5.5 4.8-6.3 9.2" className="ml-logo-seam" />
      </svg>
      <span>{label}</span>
    </Link>
  );
}
