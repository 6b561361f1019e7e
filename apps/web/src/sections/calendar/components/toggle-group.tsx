// One choice of a few (the calendar's week/month and indoor/outdoor): toggle buttons with
// aria-pressed in a labelled group, one of them always on (calendar.css .ca-toggle).
interface ToggleGroupProps<T extends string> {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

export function ToggleGroup<T extends string>({ label, value, options, onChange }: ToggleGroupProps<T>) {
  return (
    <div role="group" aria-label={label} className="ca-toggle">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
