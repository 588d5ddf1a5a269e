import { useState } from 'react';
import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { EyeIcon, EyeOffIcon } from './icons';

export type PasswordInputProps = Omit<InputProps, 'type'>;

/** A password field with a show/hide toggle; works inside Field.Root like a plain Input. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <IconButton
      type="button"
      variant="ghost"
      size="sm"
      me="-2"
      aria-label={visible ? 'Hide password' : 'Show password'}
      aria-pressed={visible}
      onClick={() => setVisible((shown) => !shown)}
    >
      {visible ? <EyeOffIcon /> : <EyeIcon />}
    </IconButton>
  );
  return (
    <InputGroup endElement={toggle}>
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
