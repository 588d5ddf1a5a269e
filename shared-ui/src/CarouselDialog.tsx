import { useRef, type KeyboardEvent, type ReactNode, type SVGProps } from 'react';
import {
  Button,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  Span,
  chakra,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { LineIcon } from './LineIcon';

function Chevron({ d, ...props }: SVGProps<SVGSVGElement> & { d: string }) {
  return (
    <LineIcon {...props}>
      <path d={d} />
    </LineIcon>
  );
}

export interface CarouselDialogProps {
  /** Whether the dialog is shown; keep the component mounted while closed so it can hand focus back. */
  open: boolean;
  /** The item on show, 0-based. */
  index: number;
  /** How many items the carousel steps through. */
  count: number;
  /** Accessible name of each item, for its dot, e.g. `Show Payroll`. */
  itemLabel: (index: number) => string;
  /** Accessible name of the row of dots, e.g. `Choose a service`. */
  dotsLabel: string;
  onClose: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
  /** The dialog's title (the item's name); announced when it opens. */
  title: ReactNode;
  children: ReactNode;
  /** Where focus goes once the dialog has closed; by default the element that had it before. */
  finalFocusEl?: () => HTMLElement | null;
  /** Height cap of the panel; its body scrolls inside. */
  maxH?: SystemStyleObject['maxH'];
}

/** Spec 9: the modal fades in over 0.2 s. */
const FADE_IN = { animationName: 'fade-in', animationDuration: '0.2s' } as const;
/** Spec 9: the panel never exceeds 95vh on small screens and 90vh on larger ones. */
const DEFAULT_MAX_H = { base: '95vh', md: '90vh' } as const;

/**
 * A modal that steps through a list of items (spec 2.4 and 2.8): close button, Previous/Next
 * and a row of dots; Escape or a press outside closes it, Left/Right move, focus stays inside
 * and returns afterwards. Wrap-around is the caller's business: it owns the index.
 */
export function CarouselDialog({
  open,
  index,
  count,
  itemLabel,
  dotsLabel,
  onClose,
  onPrevious,
  onNext,
  onSelect,
  title,
  children,
  finalFocusEl,
  maxH = DEFAULT_MAX_H,
}: CarouselDialogProps) {
  // Focus starts on the panel itself: the title is announced, arrows work at once, and no button
  // wears a focus ring the user did not ask for.
  const contentRef = useRef<HTMLDivElement>(null);
  const moveWithArrows = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      onPrevious();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      onNext();
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      motionPreset="none"
      scrollBehavior="inside"
      size="lg"
      lazyMount
      unmountOnExit
      finalFocusEl={finalFocusEl}
      initialFocusEl={() => contentRef.current}
    >
      <Portal>
        <Dialog.Backdrop _open={FADE_IN} />
        <Dialog.Positioner px="4">
          <Dialog.Content ref={contentRef} maxH={maxH} _open={FADE_IN} onKeyDown={moveWithArrows}>
            <Dialog.Header pe="14">
              <Dialog.Title fontSize="xl">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer justifyContent="space-between" gap="2">
              {/* On phones the three controls share one row: the buttons drop their words. */}
              <Button variant="outline" size="sm" aria-label="Previous" onClick={onPrevious}>
                <Chevron d="M15 18l-6-6 6-6" />
                <Span hideBelow="sm">Previous</Span>
              </Button>
              <HStack as="ul" role="list" aria-label={dotsLabel} gap="1" listStyleType="none">
                {Array.from({ length: count }, (_, dot) => (
                  <li key={dot}>
                    <chakra.button
                      type="button"
                      aria-label={itemLabel(dot)}
                      aria-current={dot === index ? 'true' : undefined}
                      onClick={() => onSelect(dot)}
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
                        bg={dot === index ? 'brand.solid' : 'gray.300'}
                        transition="background-color 0.2s"
                      />
                    </chakra.button>
                  </li>
                ))}
              </HStack>
              <Button variant="outline" size="sm" aria-label="Next" onClick={onNext}>
                <Span hideBelow="sm">Next</Span>
                <Chevron d="M9 18l6-6-6-6" />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close" size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
