import type { ReactElement, ReactNode } from 'react';
import { Portal, Tooltip } from '@chakra-ui/react';

/** Spec 4 / 9: a tooltip opens after 700 ms. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/**
 * Spec 4 / 9: once one tooltip has been open, others open at once for 300 ms. Zag's tooltips
 * share a store: while one is closing (its close delay) another trigger opens without waiting,
 * so the close delay is that skip window.
 */
export const TOOLTIP_SKIP_WINDOW_MS = 300;
/** Spec 9: the default gap between trigger and tooltip. */
export const TOOLTIP_OFFSET_PX = 4;

export interface InfoTooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The trigger: one focusable element (a button), so keyboard focus opens the tooltip too. */
  children: ReactElement;
}

/**
 * A tooltip with the product's timing. Its content is mounted only while open, so server and
 * browser render the same markup (just the trigger) and the page carries no hidden copies.
 */
export function InfoTooltip({ content, children }: InfoTooltipProps) {
  return (
    <Tooltip.Root
      openDelay={TOOLTIP_OPEN_DELAY_MS}
      closeDelay={TOOLTIP_SKIP_WINDOW_MS}
      positioning={{ gutter: TOOLTIP_OFFSET_PX }}
      lazyMount
      unmountOnExit
    >
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            {content}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
