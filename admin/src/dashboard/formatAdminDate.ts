const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Spec 2.11: 'MMM d, yyyy' in the reader's time zone, or "Invalid date". */
export function formatAdminDate(value: string): string {
  const date = new Date(value);
  if (value === '' || Number.isNaN(date.getTime())) return 'Invalid date';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
