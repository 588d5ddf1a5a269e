/** What a staff date field takes: the lazy field and the picker it loads share it. */
export interface DateFieldProps {
  /** The input's id: the caller's `Field.Label htmlFor` names it. */
  id: string;
  /** `yyyy-MM-dd`, or '' for none. */
  value: string;
  onChange(value: string): void;
  min?: string;
  max?: string;
  invalid?: boolean;
  describedBy?: string;
  /** ISO weekdays off; without them the settings' calendar decides (Sunday off by default). */
  daysOff?: readonly number[];
  /** One end of a range the two pickers of a form draw together. */
  range?: { role: 'start' | 'end'; start: string; end: string };
}
