/** Form controls. Field is the compound Field.Root / Field.Label / Field.ErrorText family. */
export {
  Button,
  Checkbox,
  CloseButton,
  Field,
  Fieldset,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  Textarea,
} from '@chakra-ui/react';
export type { ButtonProps, IconButtonProps, InputProps, TextareaProps } from '@chakra-ui/react';
export { PasswordInput } from './components/PasswordInput';
export type { PasswordInputProps } from './components/PasswordInput';
