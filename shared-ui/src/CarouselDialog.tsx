import { Fragment, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Button,
  CloseButton,
  HStack,
  Span,
  chakra,
  useLocaleContext,
  type HTMLChakraProps,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { stepOfArrowKey } from './carouselKeys';
import { LineIcon, type LineIconProps } from './LineIcon';
import { CommandButton, NativeDialog } from './nativeInvokers';

/** Previous and Next point back and on along the reading direction, so they mirror in RTL. */
function Chevron({ d, ...props }: LineIconProps & { d: string }) {
  return (
    <LineIcon mirrorInRtl {...props}>
      <path d={d} />
    </LineIcon>
  );
}

/** The id of the dialog that opens on item `index` of the carousel `carousel`. */
const itemDialogId = (carousel: string, index: number) => `${carousel}-${index}`;

export interface CarouselDialogProps {
  /**
   * Names the carousel's dialogs in the page (item i's dialog is `${id}-${i}`); a
   * `CarouselDialogOpener` with the same `carousel` opens one of them.
   */
  id: string;
  /** How many items the carousel steps through. */
  count: number;
  /** Accessible name of each item, for its dot, e.g. `Show Payroll`. */
  itemLabel: (index: number) => string;
  /** Accessible name of the row of dots, e.g. `Choose a service`. */
  dotsLabel: string;
  /** An item's title (its name); it names the dialog, so it is announced on opening. */
  title: (index: number) => ReactNode;
  /** An item's content, in the dialog's scrolling body. */
  children: (index: number) => ReactNode;
  /** Height cap of the panel; its body scrolls inside. */
  maxH?: SystemStyleObject['maxH'];
  /** The words of the dialog's own controls, in the host's language; English by default. */
  labels?: CarouselDialogLabels;
}

export interface CarouselDialogLabels {
  close: string;
  previous: string;
  next: string;
}

const ENGLISH_LABELS: CarouselDialogLabels = { close: 'Close', previous: 'Previous', next: 'Next' };

const DEFAULT_MAX_H = { base: '95vh', md: '90vh' } as const;
const FADE_IN = { animationName: 'fade-in', animationDuration: '0.2s' } as const;
/** The panel grows into place (the theme's `grow-in`): it shows from the first frame after the tap. */
const SCALE_IN = { animationStyle: 'grow-in', animationDuration: '0.2s' } as const;

/**
 * The look the kit's Chakra dialog had (centred panel, dimmed backdrop, 0.2 s fade-in), on the
 * browser's own `<dialog>`. The browser centres a modal dialog in the top layer and keeps it
 * `display: none` while closed, so a closed dialog takes no space in the page.
 */
const DIALOG_STYLE: SystemStyleObject = {
  // The browser centres a modal with auto margins, which the kit's reset sets to 0.
  m: 'auto',
  p: '0',
  border: 'none',
  outline: '0',
  borderRadius: 'l3',
  bg: 'bg.panel',
  color: 'fg',
  boxShadow: 'lg',
  textStyle: 'sm',
  w: 'calc(100% - 2rem)',
  maxW: '2xl',
  overflow: 'hidden',
  _open: { display: 'flex', flexDirection: 'column', ...SCALE_IN },
  '&::backdrop': { bg: 'blackAlpha.500', ...FADE_IN },
};

interface ItemDialogProps extends Omit<CarouselDialogProps, 'id' | 'labels'> {
  id: string;
  labels: CarouselDialogLabels;
  /** The item on show: the dialog's own until the visitor steps. */
  item: number;
  onShow: (item: number) => void;
  onClosed: () => void;
}

function ItemDialog({
  id,
  item,
  count,
  itemLabel,
  dotsLabel,
  title,
  children,
  maxH,
  labels,
  onShow,
  onClosed,
}: ItemDialogProps) {
  const { dir } = useLocaleContext();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = `${id}-title`;

  const show = (next: number) => {
    // A press held back until the page was live is replayed then; by that time the visitor may
    // have closed the dialog (Escape works without script), and a closed dialog must not move.
    if (!dialogRef.current?.open) return;
    if (bodyRef.current) bodyRef.current.scrollTop = 0;
    onShow(((next % count) + count) % count);
  };
  const moveWithArrows = (event: KeyboardEvent<HTMLDialogElement>) => {
    const step = stepOfArrowKey(event.key, dir);
    if (step !== 0) {
      event.preventDefault();
      show(item + step);
    }
  };

  return (
    <NativeDialog
      ref={dialogRef}
      id={id}
      closedby="any"
      // The browser may have opened it before hydration (its `open` attribute): that is the
      // state to keep, not a mismatch with the server's closed dialog.
      suppressHydrationWarning
      aria-labelledby={titleId}
      onClose={onClosed}
      onKeyDown={moveWithArrows}
      maxH={maxH}
      css={DIALOG_STYLE}
    >
      <chakra.header display="flex" flex="0" px="6" pt="6" pb="4" pe="14">
        {/* First in the dialog, so the browser gives it focus on opening: the panel's arrows and
            Escape work at once, and a mouse opening shows no focus ring. */}
        <CloseButton asChild size="sm" pos="absolute" top="2" insetEnd="2">
          <CommandButton type="button" commandfor={id} command="close" aria-label={labels.close}>
            <LineIcon>
              <path d="M18 6 6 18M6 6l12 12" />
            </LineIcon>
          </CommandButton>
        </CloseButton>
        <chakra.h2 id={titleId} fontSize="xl" fontWeight="semibold">
          {title(item)}
        </chakra.h2>
      </chakra.header>
      <chakra.div ref={bodyRef} flex="1" px="6" pt="2" pb="6" overflow="auto">
        {/* Keyed by item: what the visitor did inside one item (a chosen file) stays with it. */}
        <Fragment key={item}>{children(item)}</Fragment>
      </chakra.div>
      <chakra.footer
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="2"
        px="6"
        pt="2"
        pb="4"
      >
        {/* Script-only controls: plain buttons, replayed once the page is live if pressed before.
            On phones the three share one row: the buttons drop their words. Previous comes first
            in reading order, so it sits at the inline start: on the left in English, on the
            right in Arabic, its chevron pointing that way. */}
        <Button
          variant="outline"
          size="sm"
          aria-label={labels.previous}
          onClick={() => show(item - 1)}
        >
          <Chevron d="M15 18l-6-6 6-6" />
          <Span hideBelow="sm">{labels.previous}</Span>
        </Button>
        <HStack as="ul" role="list" aria-label={dotsLabel} gap="1" listStyleType="none">
          {Array.from({ length: count }, (_, dot) => (
            <li key={dot}>
              <chakra.button
                type="button"
                aria-label={itemLabel(dot)}
                aria-current={dot === item ? 'true' : undefined}
                onClick={() => show(dot)}
                display="grid"
                placeItems="center"
                boxSize="6"
                borderRadius="full"
                cursor="pointer"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
              >
                <chakra.span
                  display="block"
                  boxSize="2.5"
                  borderRadius="full"
                  bg={dot === item ? 'brand.solid' : 'gray.300'}
                  transition="background-color 0.2s"
                />
              </chakra.button>
            </li>
          ))}
        </HStack>
        <Button variant="outline" size="sm" aria-label={labels.next} onClick={() => show(item + 1)}>
          <Span hideBelow="sm">{labels.next}</Span>
          <Chevron d="M9 18l6-6-6-6" />
        </Button>
      </chakra.footer>
    </NativeDialog>
  );
}

/**
 * A modal that steps through a list of items: close button, Previous/Next with wrap-around and
 * a row of dots; Escape or a press outside closes it, the Left/Right arrow keys move the way
 * they point (Left goes back in English, on in Arabic), focus stays inside and returns to the
 * opener afterwards.
 *
 * The server renders one closed `<dialog>` per item, each holding its own item, so every opener
 * (a `CarouselDialogOpener`) opens ITS item with no script: the browser cannot tell one shared
 * dialog which button opened it. Stepping needs script: once live, the open dialog swaps its
 * content for the next item, so focus, the backdrop and the way back to the opener are the
 * browser's own, untouched. The browser owns whether a dialog is open (openers, Escape, a press
 * outside and the close button are all native); React only remembers which item an open dialog
 * was stepped to, and forgets it when that dialog's `close` event arrives.
 */
export function CarouselDialog({
  id,
  maxH = DEFAULT_MAX_H,
  labels = ENGLISH_LABELS,
  ...props
}: CarouselDialogProps) {
  const [stepped, setStepped] = useState<{ dialog: number; item: number } | null>(null);
  return (
    <>
      {Array.from({ length: props.count }, (_, dialog) => (
        <ItemDialog
          key={dialog}
          {...props}
          id={itemDialogId(id, dialog)}
          maxH={maxH}
          labels={labels}
          item={stepped?.dialog === dialog ? stepped.item : dialog}
          onShow={(item) => setStepped({ dialog, item })}
          onClosed={() => setStepped((current) => (current?.dialog === dialog ? null : current))}
        />
      ))}
    </>
  );
}

export interface CarouselDialogOpenerProps extends HTMLChakraProps<'button'> {
  /** The `id` of the CarouselDialog to open. */
  carousel: string;
  /** The item to open it on. */
  index: number;
}

/** A button that opens a CarouselDialog on one item, natively (Invoker Commands, no script). */
export function CarouselDialogOpener({ carousel, index, ...props }: CarouselDialogOpenerProps) {
  return (
    <CommandButton
      type="button"
      commandfor={itemDialogId(carousel, index)}
      command="show-modal"
      {...props}
    />
  );
}
