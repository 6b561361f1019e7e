// The Courtside mark: a ball rising over a court line. Plain SVG in the theme's colour variables
// (ui/theme-vars.css, the palette the MUI theme is built from), so the light public header and the
// MUI screens draw the same mark.
const line = { stroke: '#fff', strokeWidth: 2.2, strokeLinecap: 'round', opacity: 0.9 } as const;

export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} style={{ flexShrink: 0 }} aria-hidden>
      <rect x="1" y="1" width="38" height="38" rx="11" style={{ fill: 'var(--cs-primary)' }} />
      <path d="M7 29.5h26" style={line} />
      <path d="M20 29.5V21" style={line} />
      <circle cx="20" cy="13.5" r="6.5" style={{ fill: 'var(--cs-secondary-light)' }} />
      <path
        d="M14.2 11.5c3.6.2 7.4 2.2 9.6 7.2M25.6 10.6c-3 1.7-5.5 4.8-6.3 9.2"
        style={{ fill: 'none', stroke: '#fff', strokeWidth: 1.3, strokeLinecap: 'round' }}
      />
    </svg>
  );
}
