/** Layers above the page: dialogs, popovers and their portal. */
export { Dialog, Popover, Portal } from '@chakra-ui/react';
