import { SITE_ICONS, type SiteContentOf } from '@app/contract/siteContent';
import { NativeSelect } from 'shared_ui/choices';
import { Button, Field } from 'shared_ui/forms';
import { HStack, Stack } from 'shared_ui/layout';
import { BilingualField, FieldGroup, moved, replaced } from './fields';
import type { EditorProps } from './editorProps';

type Service = SiteContentOf<'services'>['services'][number];

const EMPTY = { en: '', ar: '' };

function ServiceFields({
  service,
  index,
  onChange,
}: {
  service: Service;
  index: number;
  onChange: (service: Service) => void;
}) {
  const path = `services.${index}`;
  const text = (
    key: 'title' | 'description' | 'intro' | 'software',
    label: string,
    max: number,
  ) => (
    <BilingualField
      label={label}
      path={`${path}.${key}`}
      max={max}
      multiline={key !== 'title'}
      value={service[key]}
      onChange={(next) => onChange({ ...service, [key]: next })}
    />
  );
  return (
    <>
      {text('title', 'Title', 80)}
      {text('description', 'Short description', 300)}
      {text('intro', 'Intro', 1200)}
      {text('software', 'Software Used', 400)}
      {service.deliverables.map((deliverable, at) => (
        <HStack key={at} align="end" gap="2">
          <Stack flex="1">
            <BilingualField
              label={`Deliverable ${at + 1}`}
              path={`${path}.deliverables.${at}`}
              max={300}
              value={deliverable}
              onChange={(next) =>
                onChange({ ...service, deliverables: replaced(service.deliverables, at, next) })
              }
            />
          </Stack>
          <Button
            size="sm"
            variant="outline"
            disabled={service.deliverables.length === 1}
            onClick={() =>
              onChange({
                ...service,
                deliverables: service.deliverables.filter((_item, i) => i !== at),
              })
            }
          >
            Remove deliverable {at + 1}
          </Button>
        </HStack>
      ))}
      <HStack gap="3" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onChange({ ...service, deliverables: [...service.deliverables, EMPTY] })}
        >
          Add a deliverable
        </Button>
        <Field.Root w="48">
          <Field.Label>Icon</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={service.icon}
              onChange={(event) =>
                onChange({ ...service, icon: event.target.value as Service['icon'] })
              }
            >
              {SITE_ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {icon}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
    </>
  );
}

/** A new service's id: unique among the others, as the contract's id rule allows. */
function newId(services: readonly Service[]): string {
  let n = services.length + 1;
  while (services.some((service) => service.id === `service-${n}`)) n += 1;
  return `service-${n}`;
}

/** Services: each one's texts, deliverables and icon; add, remove and reorder them. */
export function ServicesEditor({ value, onChange }: EditorProps<'services'>) {
  const set = (services: Service[]) => onChange({ ...value, services });
  return (
    <Stack gap="6">
      {value.services.map((service, index) => (
        <FieldGroup key={service.id} title={service.title.en || `Service ${index + 1}`}>
          <ServiceFields
            service={service}
            index={index}
            onChange={(next) => set(replaced(value.services, index, next))}
          />
          <HStack gap="2">
            <Button
              size="sm"
              variant="ghost"
              disabled={index === 0}
              onClick={() => set(moved(value.services, index, -1))}
            >
              Move up
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={index === value.services.length - 1}
              onClick={() => set(moved(value.services, index, 1))}
            >
              Move down
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={value.services.length === 1}
              onClick={() => set(value.services.filter((_item, i) => i !== index))}
            >
              Remove this service
            </Button>
          </HStack>
        </FieldGroup>
      ))}
      <Button
        alignSelf="flex-start"
        variant="outline"
        onClick={() =>
          set([
            ...value.services,
            {
              id: newId(value.services),
              icon: 'ledger',
              title: EMPTY,
              description: EMPTY,
              intro: EMPTY,
              software: EMPTY,
              deliverables: [EMPTY],
            },
          ])
        }
      >
        Add a service
      </Button>
    </Stack>
  );
}
