import { MAX_MONTHLY_PRICE_USD, SITE_ICONS, type SiteContentOf } from '@app/contract/siteContent';
import { Checkbox, NativeSelect } from 'shared_ui/choices';
import { Field, Input } from 'shared_ui/forms';
import { HStack, Stack } from 'shared_ui/layout';
import { BilingualField, FieldGroup, replaced } from './fields';
import type { EditorProps } from './editorProps';

type Packages = SiteContentOf<'packages'>;
type Package = Packages['packages'][number];

function PackageFields({
  pkg,
  index,
  rows,
  onChange,
}: {
  pkg: Package;
  index: number;
  rows: Packages['rows'];
  onChange: (pkg: Package) => void;
}) {
  const path = `packages.${index}`;
  const toggle = (id: string, on: boolean) =>
    onChange({
      ...pkg,
      includes: rows
        .map((row) => row.id)
        .filter((rowId) => (rowId === id ? on : pkg.includes.includes(rowId))),
    });
  return (
    <FieldGroup title={pkg.name.en || `Package ${index + 1}`}>
      <BilingualField
        label="Name"
        path={`${path}.name`}
        max={40}
        value={pkg.name}
        onChange={(name) => onChange({ ...pkg, name })}
      />
      <BilingualField
        label="Description"
        path={`${path}.description`}
        max={200}
        value={pkg.description}
        onChange={(description) => onChange({ ...pkg, description })}
      />
      <HStack gap="4" align="start" wrap="wrap">
        <Field.Root w="48">
          <Field.Label>Monthly price (USD)</Field.Label>
          <Input
            type="number"
            min={0}
            max={MAX_MONTHLY_PRICE_USD}
            step={1}
            value={Number.isNaN(pkg.monthlyPriceUsd) ? '' : pkg.monthlyPriceUsd}
            onChange={(event) => onChange({ ...pkg, monthlyPriceUsd: event.target.valueAsNumber })}
          />
        </Field.Root>
        <Field.Root w="48">
          <Field.Label>Icon</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={pkg.icon}
              onChange={(event) =>
                onChange({ ...pkg, icon: event.target.value as Package['icon'] })
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
      <Stack as="ul" listStyleType="none" gap="1" aria-label={`Included in ${pkg.name.en}`}>
        {rows.map((row) => (
          <li key={row.id}>
            <Checkbox.Root
              checked={pkg.includes.includes(row.id)}
              onCheckedChange={(change) => toggle(row.id, change.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{row.name.en}</Checkbox.Label>
            </Checkbox.Root>
          </li>
        ))}
      </Stack>
    </FieldGroup>
  );
}

/** Packages: names, prices, what each includes, the compared services, the notes and VAT. */
export function PackagesEditor({ value, onChange }: EditorProps<'packages'>) {
  return (
    <Stack gap="6">
      {value.packages.map((pkg, index) => (
        <PackageFields
          key={pkg.id}
          pkg={pkg}
          index={index}
          rows={value.rows}
          onChange={(next) =>
            onChange({ ...value, packages: replaced(value.packages, index, next) })
          }
        />
      ))}
      <FieldGroup title="Services compared">
        {value.rows.map((row, index) => (
          <BilingualField
            key={row.id}
            label={`Service ${index + 1}`}
            path={`rows.${index}.name`}
            max={80}
            value={row.name}
            onChange={(name) =>
              onChange({ ...value, rows: replaced(value.rows, index, { ...row, name }) })
            }
          />
        ))}
      </FieldGroup>
      <BilingualField
        label="Price note"
        path="priceNote"
        max={200}
        value={value.priceNote}
        onChange={(priceNote) => onChange({ ...value, priceNote })}
      />
      <BilingualField
        label="Custom packages note"
        path="customNote"
        max={200}
        value={value.customNote}
        onChange={(customNote) => onChange({ ...value, customNote })}
      />
      <Field.Root w="64">
        <Field.Label>VAT statement</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={value.vatIncluded ? 'included' : 'excluded'}
            onChange={(event) =>
              onChange({ ...value, vatIncluded: event.target.value === 'included' })
            }
          >
            <option value="excluded">Prices exclude VAT</option>
            <option value="included">Prices include VAT</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}
