const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Characters XML 1.0 forbids even as references: the C0 controls other than tab and line breaks,
 * U+FFFE, U+FFFF and lone surrogates. Post text refuses most of them (`@app/contract/text`), but one
 * slipping in from older rows must not make a whole feed unreadable, so they become U+FFFD.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

/** Text for element content or a quoted attribute value. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '\uFFFD').replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
