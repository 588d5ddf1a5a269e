const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'MMM d, yyyy' in the reader's time zone, or "Invalid date" (the dashboard's date format). */
export function formatAdminDate(value: string): string {
  const date = new Date(value);
  if (value === '' || Number.isNaN(date.getTime())) return 'Invalid date';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}
