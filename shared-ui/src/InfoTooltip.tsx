import {
  cloneElement,
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { chakra } from '@chakra-ui/react';

/** A tooltip opens after 700 ms. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** Once one tooltip has been open, others open at once for 300 ms. */
export const TOOLTIP_SKIP_WINDOW_MS = 300;
/** The default gap between trigger and tooltip. */
export const TOOLTIP_OFFSET_PX = 4;

/**
 * When a tooltip of the page last stopped showing (or is showing: +Infinity). One value for
 * every tooltip, so moving from one trigger to the next skips the delay.
 */
let lastShownAt = Number.NEGATIVE_INFINITY;
let showingCount = 0;

function inSkipWindow(): boolean {
  return showingCount > 0 || Date.now() - lastShownAt < TOOLTIP_SKIP_WINDOW_MS;
}

/** What made a tooltip show: only what hover or focus opened is closed by leaving. */
type Opener = 'hover' | 'focus' | 'press';

const Bubble = chakra('span', {
  base: {
    // No `display` or `inset` outside these rules: the browser's popover style hides it until
    // shown and, where anchor positioning is missing, centres it in the viewport.
    m: '0',
    border: 'none',
    overflow: 'visible',
    bg: 'bg.inverted',
    color: 'fg.inverted',
    px: '2.5',
    py: '1',
    borderRadius: 'l2',
    fontWeight: 'medium',
    textStyle: 'xs',
    boxShadow: 'md',
    maxW: 'min(var(--chakra-sizes-xs), calc(100vw - 1rem))',
    '&:popover-open': {
      animationStyle: 'grow-in',
      animationDuration: 'fast',
    },
    // The arrow: a square turned 45° half hidden under the bubble, pointing at the trigger.
    _before: {
      content: '""',
      position: 'absolute',
      insetInlineStart: 'calc(50% - 4px)',
      top: '-4px',
      w: '2',
      h: '2',
      bg: 'inherit',
      transform: 'rotate(45deg)',
    },
    '@supports (position-area: bottom)': {
      inset: 'auto',
      positionAnchor: 'var(--tip-anchor)',
      positionArea: 'bottom',
      mt: `${TOOLTIP_OFFSET_PX}px`,
      // Too close to the bottom of the window, it goes above the trigger, its arrow below it.
      positionTryFallbacks: 'flip-block',
      containerType: 'anchored',
      '@container anchored(fallback: flip-block)': {
        _before: { top: 'auto', bottom: '-4px' },
      },
    },
  },
});

export interface InfoTooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The trigger: one button, which opens the tooltip when pressed. */
  children: ReactElement<{ popoverTarget?: string; 'aria-describedby'?: string }>;
}

/**
 * A tooltip that answers the first press with no script: the server renders its text as a
 * popover (hidden) and the trigger as the popover's `popovertarget`, so the browser shows it on
 * a tap or a click, closes it on Escape or a press elsewhere, and CSS anchor positioning puts it
 * under the trigger. Once the page is live, pointing at the trigger opens it with the product's
 * timing and keyboard focus opens it at once.
 *
 * The timing is script rather than `interestfor`: the native interest delay is per trigger and
 * knows nothing of the skip window between tooltips, and only Chromium has it.
 */
export function InfoTooltip({ content, children }: InfoTooltipProps) {
  const reactId = useId();
  const tipId = `tip-${reactId}`;
  const anchorName = `--tip-${reactId.replace(/[^\w-]/g, '')}`;
  const tip = useRef<HTMLElement>(null);
  const opener = useRef<Opener | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const element = tip.current;
    if (!element) return;
    // Follows the popover whoever opened it: the browser (a press, even before the page was
    // live), Escape or a press elsewhere closing it, or the handlers below.
    let showing = false;
    const stopShowing = () => {
      if (!showing) return;
      showing = false;
      showingCount -= 1;
      lastShownAt = Date.now();
    };
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') {
        opener.current ??= 'press';
        if (!showing) showingCount += 1;
        showing = true;
      } else {
        opener.current = null;
        stopShowing();
      }
    };
    element.addEventListener('toggle', onToggle);
    return () => {
      element.removeEventListener('toggle', onToggle);
      clearTimeout(timer.current);
      // A popover removed while showing closes without a toggle event.
      stopShowing();
    };
  }, []);

  const show = (by: Opener) => {
    clearTimeout(timer.current);
    const element = tip.current;
    if (!element || opener.current) return;
    opener.current = by;
    element.showPopover();
  };

  const hide = (by: Opener) => {
    clearTimeout(timer.current);
    if (opener.current === by) tip.current?.hidePopover();
  };

  const onPointerEnter = (event: PointerEvent) => {
    // A finger has no hover: its tap is the press the browser answers.
    if (event.pointerType === 'touch') return;
    clearTimeout(timer.current);
    if (inSkipWindow()) show('hover');
    else timer.current = setTimeout(() => show('hover'), TOOLTIP_OPEN_DELAY_MS);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    // A click focuses the button too; only keyboard focus shows the text by itself.
    if (event.target.matches(':focus-visible')) show('focus');
  };

  return (
    <chakra.span
      display="inline-flex"
      // One variable per tooltip, so every tooltip of the page shares the same style rules.
      css={{ '--tip-anchor': anchorName }}
      anchorName="var(--tip-anchor)"
      onPointerEnter={onPointerEnter}
      onPointerLeave={() => hide('hover')}
      onFocus={onFocus}
      onBlur={() => hide('focus')}
      // A press before the delay ran out: the browser opens it now.
      onClick={() => clearTimeout(timer.current)}
    >
      {cloneElement(children, { popoverTarget: tipId, 'aria-describedby': tipId })}
      <Bubble ref={tip} id={tipId} popover="auto" role="tooltip">
        {content}
      </Bubble>
    </chakra.span>
  );
}
