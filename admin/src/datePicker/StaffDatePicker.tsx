/**
 * react-datepicker in the admin's look (staffDatePicker.css over the library's stylesheet): the
 * kit's input, typed as `yyyy-MM-dd` or picked from the month, which the keyboard works too
 * (arrows move by day and week, Page Up/Down by month, Enter picks, Escape closes). Weeks start
 * on the firm's first working day. Loaded lazily through DateField.
 */
import { useQuery } from '@tanstack/react-query';
import DatePicker from 'react-datepicker';
import libraryCss from 'react-datepicker/dist/react-datepicker.css?raw';
import staffCss from './staffDatePicker.css?raw';
import { fetchSettings } from '@app/contract/publicReads';
import { settingsQueryKey } from '@app/contract/queries';
import { Input } from 'shared_ui/forms';
import type { DateFieldProps } from './dateFieldProps';
import { firstWorkingDay } from './weekStart';

// Inserted once, when this chunk first loads (see admin/rspack.config.ts for why not a CSS chunk).
const style = document.createElement('style');
style.dataset.staffDatePicker = '';
style.textContent = `${libraryCss}\n${staffCss}`;
document.head.append(style);

const pad = (n: number) => String(n).padStart(2, '0');

/** Local midnight of a `yyyy-MM-dd` date: the picker counts days on the device's calendar. */
function dateOf(value: string | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (match === null) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function valueOf(date: Date | null): string {
  if (date === null) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The days off the public settings give, while the screen passes none of its own. */
function useDaysOff(given: readonly number[] | undefined): readonly number[] {
  const settings = useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => fetchSettings(),
    staleTime: Infinity,
    enabled: given === undefined,
  });
  return given ?? settings.data?.calendar?.daysOff ?? [7];
}

export default function StaffDatePicker({
  id,
  value,
  onChange,
  min,
  max,
  invalid = false,
  describedBy,
  daysOff,
  range,
}: DateFieldProps) {
  const startDay = firstWorkingDay(useDaysOff(daysOff));
  const rangeProps =
    range === undefined
      ? {}
      : {
          selectsStart: range.role === 'start',
          selectsEnd: range.role === 'end',
          startDate: dateOf(range.start),
          endDate: dateOf(range.end),
        };
  return (
    <DatePicker
      id={id}
      selected={dateOf(value)}
      onChange={(date: Date | null) => onChange(valueOf(date))}
      minDate={dateOf(min) ?? undefined}
      maxDate={dateOf(max) ?? undefined}
      dateFormat="yyyy-MM-dd"
      placeholderText="yyyy-mm-dd"
      strictParsing
      autoComplete="off"
      calendarStartDay={startDay as 0 | 1 | 2 | 3 | 4 | 5 | 6}
      ariaInvalid={invalid ? 'true' : undefined}
      ariaDescribedBy={describedBy}
      chooseDayAriaLabelPrefix="Choose"
      disabledDayAriaLabelPrefix="Not available:"
      calendarClassName="staff-date-picker"
      popperClassName="staff-date-picker-popper"
      showPopperArrow={false}
      popperPlacement="bottom-start"
      customInput={<Input />}
      {...rangeProps}
    />
  );
}
