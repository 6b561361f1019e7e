// The hand-drawn beach court scene of the home hero and the sign-in screens: sky, sun, the river,
// sand, a net and a ball as inline SVG, no image download. Colours come from beach-scene.css (CSS
// variables and [data-color-scheme="dark"]), so it follows the accent colour and dark mode with or
// without the MUI theme.
import type { CSSProperties } from 'react';
import { cx } from '../../ui';
import './beach-scene.css';

export function BeachScene({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <svg
      viewBox="0 0 600 420"
      width="600"
      height="420"
      role="img"
      aria-hidden
      className={cx('bs-scene', className)}
      style={style}
    >
      <defs>
        <linearGradient id="bs-beach-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className="bs-scene-sky-top" />
          <stop offset="1" className="bs-scene-sky-bottom" />
        </linearGradient>
        <linearGradient id="bs-beach-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className="bs-scene-water-top" />
          <stop offset="1" className="bs-scene-water-bottom" />
        </linearGradient>
      </defs>
      <rect width="600" height="420" rx="24" fill="url(#bs-beach-sky)" />
      <circle cx="468" cy="96" r="46" className="bs-scene-sun" />
      <circle cx="468" cy="96" r="66" className="bs-scene-sun-glow" opacity="0.18" />
      <path d="M70 92c10-12 32-14 44-2 14-10 38-6 44 10H58c0-4 6-8 12-8z" className="bs-scene-cloud" />
      <path d="M250 60c8-9 26-10 35-1 11-8 30-5 35 8h-78c1-3 4-6 8-7z" className="bs-scene-cloud bs-scene-cloud-2" />
      {/* Cologne skyline on the far bank: two cathedral spires and houses. */}
      <g className="bs-scene-skyline">
        <path d="M0 214h600v-14H520v-18h-30v10h-40v-22h-26v30h-70v-16h-34v16h-44l-8-70-8 70h-10l-8-78-8 78h-22v-22h-40v22H80v-16H40v16H0z" />
      </g>
      <path d="M0 214h600v64H0z" fill="url(#bs-beach-water)" />
      <path
        d="M0 236c40-8 80 8 120 0s80-8 120 0 80 8 120 0 80-8 120 0 80 8 120 0"
        stroke="#FFF"
        strokeWidth="3"
        fill="none"
        opacity="0.45"
        strokeLinecap="round"
      />
      <path
        d="M30 258c40-8 80 8 120 0s80-8 120 0 80 8 120 0 80-8 120 0"
        stroke="#FFF"
        strokeWidth="2"
        fill="none"
        opacity="0.3"
        strokeLinecap="round"
      />
      <path d="M0 290c90-26 210-30 320-16s200 12 280-8v154H0z" className="bs-scene-sand" />
      <path d="M0 356c120-16 260-10 380 2s170 6 220-4v66H0z" className="bs-scene-sand-shade" />
      {/* Net with posts. */}
      <g strokeLinecap="round">
        <path d="M178 360V240M422 352V232" className="bs-scene-post" strokeWidth="6" />
        <path d="M178 246L422 238M178 290L422 282" className="bs-scene-post" strokeWidth="3" />
        {Array.from({ length: 13 }, (_, i) => (
          <path
            key={i}
            d={`M${196 + i * 17.4} ${245.4 - i * 0.6}V${289.4 - i * 0.6}`}
            className="bs-scene-mesh"
            strokeWidth="1.2"
            opacity="0.7"
          />
        ))}
        {Array.from({ length: 3 }, (_, i) => (
          <path
            key={`h${i}`}
            d={`M178 ${257 + i * 11}L422 ${249 + i * 11}`}
            className="bs-scene-mesh"
            strokeWidth="1.2"
            opacity="0.7"
          />
        ))}
      </g>
      {/* Ball in flight with its shadow on the sand. */}
      <ellipse cx="318" cy="372" rx="20" ry="5" fill="#000" opacity="0.12" />
      <g transform="translate(300 150)" className="bs-scene-ball">
        <circle r="24" fill="#FFF" strokeWidth="3" />
        <path
          d="M-22-6c12 0 24 6 28 28M20-14c-10 4-18 14-20 36M-10-21c4 10 16 16 32 14"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </g>
      <path
        d="M262 196c-10 6-18 12-26 22M252 180c-12 2-22 6-30 12"
        className="bs-scene-trail"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.6"
        fill="none"
      />
    </svg>
  );
}
