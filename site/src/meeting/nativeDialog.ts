import { chakra } from 'shared_ui/layout';

/**
 * The browser's own `<dialog>` and a button that opens or closes it by an Invoker Command
 * (`commandfor`, `command`), so the first tap needs no script, as the site's other dialogs. Chakra's
 * style factory drops attributes Emotion does not know, so these name the ones they must pass on
 * (the kit's CarouselDialog does the same for its own).
 */
export const NativeDialog = chakra('dialog', {}, { forwardProps: ['closedby'] });
export const CommandButton = chakra('button', {}, { forwardProps: ['commandfor', 'command'] });
