import { createContext, useContext, useId, type ReactNode } from 'react';
import type { Bilingual } from '@app/contract/siteContent';
import { Field, Input, Textarea } from 'shared_ui/forms';
import { Box, SimpleGrid, Stack } from 'shared_ui/layout';
import { FieldError } from '../forms/FieldError';

/** The BFF's messages per dotted path of the document (`services.0.title.ar`). */
export const FieldErrorsContext = createContext<Record<string, string[]>>({});

function useFieldError(path: string): string | undefined {
  return useContext(FieldErrorsContext)[path]?.[0];
}

interface TextProps {
  label: string;
  /** The dotted path of the text in the document, which the BFF's errors name. */
  path: string;
  max: number;
  multiline?: boolean;
}

function OneText({
  label,
  path,
  max,
  multiline,
  value,
  onChange,
  dir,
}: TextProps & { value: string; onChange: (value: string) => void; dir?: 'rtl' }) {
  const error = useFieldError(path);
  const hint = useId();
  const Control = multiline ? Textarea : Input;
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <Control
        value={value}
        dir={dir}
        maxLength={max}
        aria-describedby={hint}
        onChange={(event: { target: { value: string } }) => onChange(event.target.value)}
        {...(multiline ? { rows: 3 } : {})}
      />
      <Field.HelperText id={hint}>At most {max} characters</Field.HelperText>
      <FieldError>{error}</FieldError>
    </Field.Root>
  );
}

/** One text in both languages side by side: "<label> — English", "<label> — Arabic" (right to left). */
export function BilingualField({
  value,
  onChange,
  ...props
}: TextProps & { value: Bilingual; onChange: (value: Bilingual) => void }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <OneText
        {...props}
        label={`${props.label} — English`}
        path={`${props.path}.en`}
        value={value.en}
        onChange={(en) => onChange({ ...value, en })}
      />
      <OneText
        {...props}
        label={`${props.label} — Arabic`}
        path={`${props.path}.ar`}
        value={value.ar}
        dir="rtl"
        onChange={(ar) => onChange({ ...value, ar })}
      />
    </SimpleGrid>
  );
}

/** A text that is the same in both languages (an e-mail address, a link, a number). */
export function PlainField({
  value,
  onChange,
  type = 'text',
  ...props
}: TextProps & { value: string; onChange: (value: string) => void; type?: string }) {
  const error = useFieldError(props.path);
  return (
    <Field.Root invalid={error !== undefined}>
      <Field.Label>{props.label}</Field.Label>
      <Input
        type={type}
        value={value}
        maxLength={props.max}
        dir="ltr"
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError>{error}</FieldError>
    </Field.Root>
  );
}

/** Replaces the item at `index` of a list. */
export function replaced<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((old, at) => (at === index ? item : old));
}

/** Moves the item at `index` one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** A titled group of fields (one service, one package, one office). */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="l2" p="4">
      <Box as="legend" fontWeight="semibold" px="1">
        {title}
      </Box>
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}
