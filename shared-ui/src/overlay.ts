/** Layers above the page: dialogs, drawers, popovers, tooltips and their portal. */
export { Dialog, Drawer, Popover, Portal, Tooltip } from '@chakra-ui/react';
