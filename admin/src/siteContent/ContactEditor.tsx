import { Button } from 'shared_ui/forms';
import { HStack, Stack } from 'shared_ui/layout';
import { BilingualField, FieldGroup, PlainField, replaced } from './fields';
import type { EditorProps } from './editorProps';

const EMPTY = { en: '', ar: '' };

/** Contact details: e-mail, phone, WhatsApp, offices and the social links. */
export function ContactEditor({ value, onChange }: EditorProps<'contact'>) {
  const plain = (
    key: 'email' | 'phone' | 'whatsapp' | 'linkedin' | 'x',
    label: string,
    max: number,
    type = 'text',
  ) => (
    <PlainField
      label={label}
      path={key}
      max={max}
      type={type}
      value={value[key]}
      onChange={(next) => onChange({ ...value, [key]: next })}
    />
  );
  return (
    <Stack gap="6">
      {plain('email', 'E-mail', 254, 'email')}
      {plain('phone', 'Phone', 30, 'tel')}
      {plain('whatsapp', 'WhatsApp number', 30, 'tel')}
      {plain('linkedin', 'LinkedIn page', 300, 'url')}
      {plain('x', 'X page', 300, 'url')}
      {value.addresses.map((office, index) => (
        <FieldGroup key={index} title={office.label.en || `Office ${index + 1}`}>
          <BilingualField
            label="Office"
            path={`addresses.${index}.label`}
            max={60}
            value={office.label}
            onChange={(label) =>
              onChange({
                ...value,
                addresses: replaced(value.addresses, index, { ...office, label }),
              })
            }
          />
          <BilingualField
            label="Address"
            path={`addresses.${index}.text`}
            max={300}
            multiline
            value={office.text}
            onChange={(text) =>
              onChange({
                ...value,
                addresses: replaced(value.addresses, index, { ...office, text }),
              })
            }
          />
          <HStack>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                onChange({ ...value, addresses: value.addresses.filter((_item, i) => i !== index) })
              }
            >
              Remove this office
            </Button>
          </HStack>
        </FieldGroup>
      ))}
      <Button
        alignSelf="flex-start"
        variant="outline"
        onClick={() =>
          onChange({ ...value, addresses: [...value.addresses, { label: EMPTY, text: EMPTY }] })
        }
      >
        Add an office
      </Button>
    </Stack>
  );
}
