import { Checkbox, type CheckboxControlProps } from '@chakra-ui/react';

/**
 * Chakra's checkbox box drawn in a span rather than a div: it sits inside the checkbox's
 * `<label>`, whose content HTML allows to be phrasing content only. Looks and behaves the same.
 */
export function CheckboxControl({ children, ...props }: CheckboxControlProps) {
  return (
    <Checkbox.Control {...props} asChild>
      <span>{children ?? <Checkbox.Indicator />}</span>
    </Checkbox.Control>
  );
}
