// A linear progress bar of the light layer (ui/light.css .cs-progress), as MUI's LinearProgress. Not
// re-exported from ui/index.ts: only the dashboard's first screen uses it, so the public pages'
// shared chunk does not carry it.
import { cx } from './cx';

/** A linear progress bar: `value` (0–100) for a measure, none for "loading". */
export function Progress({ value, label, className }: { value?: number; label: string; className?: string }) {
  const isMeasure = value !== undefined;
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={isMeasure ? 0 : undefined}
      aria-valuemax={isMeasure ? 100 : undefined}
      aria-valuenow={isMeasure ? Math.round(value) : undefined}
      className={cx('cs-progress', !isMeasure && 'cs-progress-indeterminate', className)}
    >
      <span
        className="cs-progress-bar"
        style={isMeasure ? { width: `${Math.max(0, Math.min(100, value))}%` } : undefined}
      />
    </span>
  );
}
