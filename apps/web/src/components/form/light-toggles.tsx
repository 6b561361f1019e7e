// Segmented buttons and a switch for the public pages' filters: plain <button>s with aria-pressed in
// a labelled group, and a native checkbox with the switch role drawn as a switch (light-toggles.css),
// instead of MUI's ToggleButtonGroup / Switch: no MUI or emotion on the pages' first load.
import type { ChangeEvent } from 'react';
import { cx } from '../../ui/cx';
import './light-toggles.css';

interface SegmentedOption<T extends string> {
  value: T;
  label: string;
  testId?: string;
}

/** One of a few choices, as pressed/unpressed buttons in a labelled group. */
export function LightSegmented<T extends string>({
  label,
  value,
  options,
  onChange,
  fullWidth,
}: {
  label: string;
  value: T;
  options: SegmentedOption<T>[];
  onChange: (value: T) => void;
  fullWidth?: boolean;
}) {
  return (
    <div role="group" aria-label={label} className={cx('lt-seg', fullWidth && 'lt-seg-full')}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="lt-seg-btn"
          aria-pressed={option.value === value}
          data-testid={option.testId}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** An on/off setting: a native checkbox with the switch role, drawn as a switch. */
export function LightSwitch({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}) {
  return (
    <label className="lt-switch">
      <input
        type="checkbox"
        role="switch"
        className="lt-switch-input"
        checked={checked}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        data-testid={testId}
      />
      <span className="cs-t-body2">{label}</span>
    </label>
  );
}
