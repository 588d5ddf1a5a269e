/** Buttons and text-entry controls (checkboxes and selects are in `choices`). Field is the compound Field.Root / Field.Label / Field.ErrorText family. */
export { CloseButton, Field, IconButton, Input, InputGroup, Textarea } from '@chakra-ui/react';
export type { ButtonProps, IconButtonProps, InputProps, TextareaProps } from '@chakra-ui/react';
export { Button } from './components/Button';
export { PasswordInput } from './components/PasswordInput';
export type { PasswordInputProps } from './components/PasswordInput';
