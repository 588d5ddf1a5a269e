import { Button as ChakraButton, type ButtonProps } from '@chakra-ui/react';

/**
 * Chakra's Button, except that it does not put `type="button"` on the element it styles with
 * `asChild`: on a link `type` names a MIME type, so `<a type="button">` is invalid HTML. A real
 * button keeps the default (never a form's submit by accident) or the type it is given.
 */
export function Button(props: ButtonProps) {
  return <ChakraButton {...props} {...(props.asChild ? { type: props.type } : {})} />;
}
