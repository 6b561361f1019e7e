// The full-screen loading animation shown while lazy screens load (docs/product.md#public-site): a beach ball
// bouncing on a sand line, in the theme's colours (ui/light.css .cs-loading). It honours
// prefers-reduced-motion. Plain elements: it is part of every page's start-up.
export function LoadingScreen({ label = 'Loading…', isFullScreen = true }: { label?: string; isFullScreen?: boolean }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-busy="true"
      data-testid="loading-screen"
      className={`cs-loading ${isFullScreen ? 'cs-loading-full' : 'cs-loading-inline'}`}
    >
      <div className="cs-loading-stage">
        <div className="cs-loading-ball">
          <svg viewBox="0 0 40 40" aria-hidden>
            <circle cx="20" cy="20" r="18" />
            <path d="M4 16c9 0 18 5 22 19M36 13c-8 2-15 9-17 23M13 4c2 9 11 14 24 13" />
          </svg>
        </div>
        <div className="cs-loading-shadow" />
      </div>
      <div className="cs-loading-sand" />
      <span className="cs-loading-label cs-t-overline">{label}</span>
    </div>
  );
}
