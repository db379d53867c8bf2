/** Local date and time, in the visitor's locale: when an entry was saved, when it can be graded. */
export function formatLocalDateTime(when: string | Date): string {
  return new Date(when).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
