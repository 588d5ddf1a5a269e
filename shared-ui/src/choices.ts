/**
 * Choice controls: checkboxes and native selects. Apart from
 * `forms` because the checkbox runs a state machine whose code the screens that only take text
 * (the admin's sign-in, its first load) need not fetch.
 */
import { Checkbox as ChakraCheckbox } from '@chakra-ui/react';
import { CheckboxControl } from './components/CheckboxControl';

export { NativeSelect } from '@chakra-ui/react';

/** Chakra's checkbox parts, with a control that is valid inside the root's label. */
export const Checkbox = { ...ChakraCheckbox, Control: CheckboxControl };
