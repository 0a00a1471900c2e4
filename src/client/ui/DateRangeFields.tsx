import { todayInIndia } from '../../shared/common/dates';
import {
  DATE_PRESETS,
  DATE_PRESET_LABELS,
  datePresetRange,
  presetOfRange,
  type DatePreset,
  type DateRange,
} from '../../shared/common/date-presets';
import { DateField } from './DateField';
import { SelectField } from './Field';

type DatePart = keyof DateRange;

interface DateRangeFieldsProps {
  range: DateRange;
  /** Called per part; a preset calls it for both (owners update from the latest state). */
  onChange: (part: DatePart, value: string) => void;
  /** The two fields' labels; Start Date and End Date unless the screen says otherwise. */
  labels?: Record<DatePart, string>;
  /** The owner's rule each date breaks. */
  errors?: Partial<Record<DatePart, string | undefined>>;
}

/** A date range's boxes as most screens name them (a search names a wrong date by them). */
export const DATE_RANGE_LABELS: Record<DatePart, string> = { startDate: 'Start Date', endDate: 'End Date' };

const PRESET_OPTIONS = DATE_PRESETS.map((p) => ({ value: p, label: DATE_PRESET_LABELS[p] }));

/**
 * A search's date range: two date boxes (dd/mm/yyyy whatever the browser's language) and a
 * Period choice that fills both: today, yesterday, this month, last month (India's calendar).
 */
export function DateRangeFields({
  range,
  onChange,
  labels = DATE_RANGE_LABELS,
  errors = {},
}: DateRangeFieldsProps) {
  const today = todayInIndia();
  const chosen = presetOfRange(range, today);
  return (
    <>
      {(['startDate', 'endDate'] as const).map((part) => (
        <DateField
          key={part}
          label={labels[part]}
          value={range[part]}
          error={errors[part]}
          onChange={(value) => onChange(part, value)}
        />
      ))}
      <SelectField
        label="Period"
        className="date-range__period"
        placeholder="Choose..."
        options={PRESET_OPTIONS}
        value={chosen ?? ''}
        onChange={(e) => {
          const preset = e.target.value as DatePreset;
          if (!DATE_PRESETS.includes(preset)) return;
          const picked = datePresetRange(preset, today);
          onChange('startDate', picked.startDate);
          onChange('endDate', picked.endDate);
        }}
      />
    </>
  );
}
