/**
 * Choice controls: checkboxes and native selects. Apart from
 * `forms` because the checkbox runs a state machine whose code the screens that only take text
 * (the admin's sign-in, its first load) need not fetch.
 */
export { Checkbox, NativeSelect } from '@chakra-ui/react';
