import { chakra } from '@chakra-ui/react';

/**
 * Invoker Commands (`commandfor` + `command`) let a plain button open or close a `<dialog>` from
 * the server's HTML, before any script has run. React 19 passes unknown lowercase attributes to
 * the DOM as strings (server and client alike); its types only lack them, so they are declared
 * here once rather than cast at each use. Importing this module brings the declaration along.
 */
declare module 'react' {
  // Merging with React's declaration requires its type parameter, under the same name.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element the button commands. */
    commandfor?: string | undefined;
    /** What the button asks of that element. */
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'show-popover'
      | 'hide-popover'
      | 'toggle-popover'
      | `--${string}`
      | undefined;
  }
}

/**
 * Chakra's style factory drops attributes Emotion does not know (it would strip `commandfor`,
 * `command` and `closedby`), so these two elements name the ones they must pass through.
 */
export const CommandButton = chakra('button', {}, { forwardProps: ['commandfor', 'command'] });
export const NativeDialog = chakra('dialog', {}, { forwardProps: ['closedby'] });
