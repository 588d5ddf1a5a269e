import { useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  ENQUIRY_STATUSES,
  INBOX_SEARCH_MAX_LENGTH,
  type EnquiryKind,
  type EnquiryStatus,
  type InboxFilters as Filters,
  type MeetingFilter,
} from '@app/contract/inbox';
import { HStack, Stack } from 'shared_ui/layout';
import { Button, Field, Input } from 'shared_ui/forms';
import { NativeSelect } from 'shared_ui/choices';
import { ENQUIRY_STATUS_LABELS } from './inboxWords';

const STATUS_TABS: readonly { status: EnquiryStatus | undefined; label: string }[] = [
  { status: undefined, label: 'All' },
  ...ENQUIRY_STATUSES.map((status) => ({ status, label: ENQUIRY_STATUS_LABELS[status] })),
];

const KIND_OPTIONS: readonly { value: EnquiryKind | ''; label: string }[] = [
  { value: '', label: 'All kinds' },
  { value: 'message', label: 'Messages' },
  { value: 'meeting', label: 'Meetings' },
];

const MEETING_OPTIONS: readonly { value: MeetingFilter | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'cancelled', label: 'Cancelled' },
];

export const statusTabId = (panelId: string, status: EnquiryStatus | undefined) =>
  `${panelId}-tab-${status ?? 'all'}`;

/**
 * All / New / In progress / Done / Spam as tabs over the list (`panelId`): arrow keys, Home and
 * End move between them and show that status at once.
 */
function StatusTabs({
  value,
  panelId,
  onChange,
}: {
  value: EnquiryStatus | undefined;
  panelId: string;
  onChange(status: EnquiryStatus | undefined): void;
}) {
  const current = STATUS_TABS.findIndex((tab) => tab.status === value);
  const onKeyDown = (event: KeyboardEvent) => {
    const last = STATUS_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : event.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const tabs = event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]');
    tabs?.[next]?.focus();
    onChange(STATUS_TABS[next]!.status);
  };
  return (
    <HStack role="tablist" aria-label="Show enquiries by status" gap="2" wrap="wrap">
      {STATUS_TABS.map(({ status, label }, index) => {
        const selected = index === current;
        return (
          <Button
            key={label}
            id={statusTabId(panelId, status)}
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            size="sm"
            colorPalette="brand"
            variant={selected ? 'solid' : 'outline'}
            onKeyDown={onKeyDown}
            onClick={() => onChange(status)}
          >
            {label}
          </Button>
        );
      })}
    </HStack>
  );
}

/** The search box: sent on Enter or with the Search button, never on each key. */
function SearchForm({ value, onSearch }: { value: string; onSearch(q: string): void }) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label="Search the inbox" onSubmit={submit}>
      <HStack gap="2" align="end">
        <Field.Root w={{ base: 'full', sm: '72' }}>
          <Field.Label>Search</Field.Label>
          <Input
            type="search"
            value={text}
            maxLength={INBOX_SEARCH_MAX_LENGTH}
            placeholder="Name, e-mail or message"
            onChange={(event) => setText(event.target.value)}
          />
        </Field.Root>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </HStack>
    </form>
  );
}

function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly { value: T | ''; label: string }[];
  onChange(value: T | undefined): void;
}) {
  return (
    <Field.Root w="44">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(event) => onChange((event.target.value as T | '') || undefined)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The list's filters: status tabs, kind, meetings, and the search. */
export function InboxFilters({
  filters,
  panelId,
  onChange,
}: {
  filters: Filters;
  /** The id of the list the status tabs control. */
  panelId: string;
  onChange(next: Filters): void;
}) {
  return (
    <Stack gap="4">
      <StatusTabs
        value={filters.status}
        panelId={panelId}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <HStack gap="4" align="end" wrap="wrap">
        <FilterSelect
          label="Kind"
          value={filters.kind}
          options={KIND_OPTIONS}
          onChange={(kind) => onChange({ ...filters, kind })}
        />
        <FilterSelect
          label="Meetings"
          value={filters.meetings}
          options={MEETING_OPTIONS}
          onChange={(meetings) => onChange({ ...filters, meetings })}
        />
        {/* A new address (Back, a link) starts the box again from its query. */}
        <SearchForm
          key={filters.q ?? ''}
          value={filters.q ?? ''}
          onSearch={(q) => onChange({ ...filters, q: q === '' ? undefined : q })}
        />
      </HStack>
    </Stack>
  );
}
