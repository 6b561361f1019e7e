// Tabs of the light layer as a plain WAI-ARIA tablist: one tab stop, arrow keys (mirrored right to
// left) / Home / End move and select, the selected tab is underlined (light.css .cs-tab). Used by the
// booking types on /booking and the seasons on /pricing.
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { cx } from './cx';

interface TabsProps<T extends string> {
  tabs: readonly T[];
  value: T;
  label: string;
  labelOf: (tab: T) => string;
  onChange: (tab: T) => void;
  /** id of the tabpanel the tabs control. */
  panelId: string;
  /** Each tab's id is `${idPrefix}-${tab}` (the panel is labelled by the selected one). */
  idPrefix: string;
  className?: string;
}

export function Tabs<T extends string>({
  tabs,
  value,
  label,
  labelOf,
  onChange,
  panelId,
  idPrefix,
  className,
}: TabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    onChange(tab);
    refs.current[tabs.indexOf(tab)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.indexOf(value);
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = { ArrowRight: isRtl ? -1 : 1, ArrowLeft: isRtl ? 1 : -1 }[event.key];
    if (next !== undefined) select(current + next);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(tabs.length - 1);
    else return;
    event.preventDefault();
  };
  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={cx('cs-tabs', className)}>
      {tabs.map((tab, index) => {
        const isSelected = tab === value;
        return (
          <button
            key={tab}
            type="button"
            ref={(node) => {
              refs.current[index] = node;
            }}
            role="tab"
            id={`${idPrefix}-${tab}`}
            className="cs-tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            data-testid={`tab-${tab}`}
            onClick={() => onChange(tab)}
          >
            {labelOf(tab)}
          </button>
        );
      })}
    </div>
  );
}
