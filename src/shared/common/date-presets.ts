/**
 * The ranges a date search offers at one choice, counted from today in India. A month runs from
 * its first day: this month up to today, last month whole.
 */
export const DATE_PRESETS = ['today', 'yesterday', 'thisMonth', 'lastMonth'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_PRESET_LABELS: Readonly<Record<DatePreset, string>> = {
  today: 'Today',
  yesterday: 'Yesterday',
  thisMonth: 'This month',
  lastMonth: 'Last month',
};

export interface DateRange {
  startDate: string;
  endDate: string;
}

const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `today` is India's date as YYYY-MM-DD (todayInIndia); the range is in the same form. */
export function datePresetRange(preset: DatePreset, today: string): DateRange {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const day = Number(today.slice(8, 10));
  switch (preset) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const yesterday = isoOf(Date.UTC(year, month, day - 1));
      return { startDate: yesterday, endDate: yesterday };
    }
    case 'thisMonth':
      return { startDate: isoOf(Date.UTC(year, month, 1)), endDate: today };
    case 'lastMonth':
      return { startDate: isoOf(Date.UTC(year, month - 1, 1)), endDate: isoOf(Date.UTC(year, month, 0)) };
  }
}

/** The preset a range is, if any (a search opened from the address shows its preset chosen). */
export function presetOfRange(range: DateRange, today: string): DatePreset | null {
  return (
    DATE_PRESETS.find((preset) => {
      const r = datePresetRange(preset, today);
      return r.startDate === range.startDate && r.endDate === range.endDate;
    }) ?? null
  );
}
