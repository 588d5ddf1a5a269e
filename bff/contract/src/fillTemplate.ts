/**
 * Filling a catalogue's template, in a module of its own: the admin's first load needs it without
 * the contract's English templates (errorCodes.ts), which would come along with any import of
 * that module.
 */

/** A template with its `{name}` placeholders replaced by `params`. */
export function fillTemplate(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
