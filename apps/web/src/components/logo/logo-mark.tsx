// The Courtside mark: a ball rising over a court line. Plain SVG coloured by the theme's colour
// variables (logo-mark.css, ui/theme-vars.css), so the light public header and the MUI screens
// draw the same mark.
import './logo-mark.css';

export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} className="cs-logo-mark" aria-hidden>
      <rect x="1" y="1" width="38" height="38" rx="11" className="cs-logo-court" />
      <path d="M7 29.5h26M20 29.5V21" className="cs-logo-line" />
      <circle cx="20" cy="13.5" r="6.5" className="cs-logo-ball" />
      <path d="M14.2 11.5c3.6.2 7.4 2.2 9.6 7.2M25.6 10.6c-3 1.7-5.5 4.8-6.3 9.2" className="cs-logo-seam" />
    </svg>
  );
}
