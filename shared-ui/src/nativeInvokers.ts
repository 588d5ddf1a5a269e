/**
 * Invoker Commands let a button open or close a `<dialog>` from the server's HTML, before any
 * script runs. React passes unknown lowercase attributes through to the DOM as strings, but its
 * types do not list these yet; importing this module types them for the whole program.
 *
 * Chakra's styled factory drops attributes it does not know on host elements, so a Chakra
 * component carries them through `asChild` onto a plain element, or `forwardProps`.
 */
export type InvokerCommand =
  'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';

declare module 'react' {
  // An augmentation must repeat React's type parameter, which it has no use for here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the `command` acts on. */
    commandfor?: string | undefined;
    command?: InvokerCommand | undefined;
  }
}
