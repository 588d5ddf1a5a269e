/**
 * Choice controls: checkboxes, native selects and the fieldsets that group them. Apart from
 * `forms` because the checkbox runs a state machine whose code the screens that only take text
 * (the admin's sign-in, its first load) need not fetch.
 */
export { Checkbox, Fieldset, NativeSelect } from '@chakra-ui/react';
