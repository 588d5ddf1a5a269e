/**
 * JSON safe inside a script element: `<` is escaped so no text of a post or an enquiry can close
 * the element, and U+2028/U+2029 so the text stays valid if someone ever evaluates it. Used for
 * the page states the hosts' servers send with their HTML and for the site's structured data.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
