/**
 * Layers above the page: dialogs, popovers and their portal. DialogShell is here rather than a
 * module of its own: only the admin's dialogs use it, and they load this module anyway, so it adds
 * no request and no entry to the remote's manifest.
 */
export { Dialog, Popover, Portal } from '@chakra-ui/react';
export { DialogShell } from './DialogShell';
export type { DialogShellProps } from './DialogShell';
