/**
 * On a phone every control of the staff screens is at least 44 px high (a finger's width, WCAG
 * 2.5.5), including those in dialogs, which render in a portal outside the app's tree; on wider
 * screens the kit's compact sizes stay. Links inside running text keep their line's height.
 */
export const TOUCH_TARGET_CSS = `@media (max-width: 47.99em) {
  button, select, input:not([type=checkbox]):not([type=radio]):not([type=hidden]),
  a.chakra-button, label:has(> input[type=checkbox]), label:has(> input[type=radio]) {
    min-height: 44px;
  }
  button { min-width: 44px; }
}`;

/** The rule above, once, as a style element React hoists into the document's head. */
export function TouchTargets() {
  return (
    <style href="admin-touch-targets" precedence="default">
      {TOUCH_TARGET_CSS}
    </style>
  );
}
