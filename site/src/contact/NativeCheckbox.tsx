import type { ComponentProps, PointerEventHandler, ReactNode, Ref } from 'react';
import { chakra } from 'shared_ui/layout';

type InputProps = Omit<
  ComponentProps<'input'>,
  'type' | 'children' | 'ref' | 'checked' | 'onPointerEnter'
>;

export interface NativeCheckboxProps extends InputProps {
  /** The visible text; the label wraps it and the box, so a tap on either ticks the box. */
  children: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onPointerEnter?: PointerEventHandler<HTMLLabelElement>;
}

/**
 * A real `<input type="checkbox">` drawn like the kit's checkbox. The browser ticks it on a tap
 * before any script has run, and CSS (`:checked`) draws the tick, so it never waits for
 * hydration. It is uncontrolled on purpose (`defaultChecked`, never `checked`): the form reads
 * and resets it through the DOM, and React adopts whatever the visitor did before the page was
 * live. The label holds only phrasing content (spans and the svg), as HTML requires.
 */
export function NativeCheckbox({
  children,
  inputRef,
  onPointerEnter,
  ...input
}: NativeCheckboxProps) {
  return (
    <chakra.label
      display="inline-flex"
      gap="2.5"
      alignItems="center"
      cursor="pointer"
      // On the label, which is what a pointer crosses on its way to the box or its text.
      onPointerEnter={onPointerEnter}
    >
      <chakra.span display="inline-grid" flexShrink="0" boxSize="5">
        <chakra.input
          {...input}
          ref={inputRef}
          type="checkbox"
          gridArea="1 / 1"
          appearance="none"
          m="0"
          boxSize="5"
          bg="bg"
          borderWidth="1px"
          borderColor="border.emphasized"
          borderRadius="l1"
          cursor="pointer"
          focusVisibleRing="outside"
          _checked={{ bg: 'gray.solid', borderColor: 'gray.solid' }}
        />
        <chakra.svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          gridArea="1 / 1"
          boxSize="5"
          p="0.5"
          color="gray.contrast"
          pointerEvents="none"
          visibility="hidden"
          css={{ 'input:checked + &': { visibility: 'visible' } }}
        >
          <polyline points="20 6 9 17 4 12" />
        </chakra.svg>
      </chakra.span>
      <chakra.span textStyle="sm" fontWeight="medium" userSelect="none">
        {children}
      </chakra.span>
    </chakra.label>
  );
}
