import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ADVISORS_QUERY_KEY,
  type Advisor,
  type AdvisorInput,
  type AdvisorLeave,
  type AdvisorMeeting,
} from '@app/contract/advisors';
import { HttpError } from '@app/contract/client';
import { HStack, Stack } from 'shared_ui/layout';
import { Text } from 'shared_ui/typography';
import { Button, Field, Input } from 'shared_ui/forms';
import { INBOX_PATH } from '../app/paths';
import { FieldError } from '../forms/FieldError';
import { DateField } from '../datePicker/DateField';
import { failureText, fieldTextsOfError } from '../refusals/refusalText';
import { WEEKDAYS } from '../availability/BusinessHoursForm';
import { addAdvisor, saveAdvisor } from './advisorsApi';
import { dayText, parseDay, parseList } from './weeklyText';

const EMPTY: AdvisorInput = {
  name: '',
  email: '',
  timeZone: 'Asia/Dubai',
  weekly: [...WEEKDAYS.map((_, i) => (i < 6 ? [{ start: '09:00', end: '18:00' }] : []))],
  leave: [],
  services: [],
  roomLink: null,
  active: true,
  account: null,
};

/** The meetings a 409 lists when an advisor with meetings ahead is deactivated. */
function upcomingOf(error: unknown): AdvisorMeeting[] {
  if (!(error instanceof HttpError)) return [];
  try {
    return (JSON.parse(error.body) as { meetings?: AdvisorMeeting[] }).meetings ?? [];
  } catch {
    return [];
  }
}

/**
 * One advisor's details. An admin edits everything; the advisor themself (a member whose account
 * it is) edits their leave only.
 */
export function AdvisorForm({
  advisor,
  canEditAll,
  onDone,
}: {
  advisor?: Advisor;
  canEditAll: boolean;
  onDone: () => void;
}) {
  const start = advisor ?? EMPTY;
  const [name, setName] = useState(start.name);
  const [email, setEmail] = useState(start.email);
  const [timeZone, setTimeZone] = useState(start.timeZone);
  const [week, setWeek] = useState(start.weekly.map(dayText));
  const [leave, setLeave] = useState<AdvisorLeave[]>(start.leave);
  const leaveId = useId();
  const [services, setServices] = useState(start.services.join(', '));
  const [roomLink, setRoomLink] = useState(start.roomLink ?? '');
  const [account, setAccount] = useState(start.account ?? '');
  const [active, setActive] = useState(start.active);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (input: AdvisorInput) =>
      advisor === undefined ? addAdvisor(input) : saveAdvisor({ id: advisor.id, input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADVISORS_QUERY_KEY });
      onDone();
    },
  });
  const fields = fieldTextsOfError(save.error);
  const errorOf = (prefix: string) =>
    Object.entries(fields).find(([key]) => key === prefix || key.startsWith(`${prefix}.`))?.[1];
  const upcoming = upcomingOf(save.error);
  const locked = !canEditAll;
  const label = advisor === undefined ? 'New advisor' : `Advisor ${advisor.name}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      name,
      email,
      timeZone,
      weekly: week.map(parseDay),
      leave,
      services: parseList(services),
      roomLink: roomLink.trim() === '' ? null : roomLink.trim(),
      active,
      account: account.trim() === '' ? null : account.trim(),
    });
  };
  const text = (
    field: string,
    title: string,
    value: string,
    set: (v: string) => void,
    help?: string,
  ) => (
    <Field.Root key={field} invalid={errorOf(field) !== undefined} maxW="md">
      <Field.Label>{title}</Field.Label>
      <Input value={value} readOnly={locked} onChange={(e) => set(e.target.value)} />
      {help !== undefined && <Field.HelperText>{help}</Field.HelperText>}
      <FieldError>{errorOf(field)}</FieldError>
    </Field.Root>
  );
  const setLeaveAt = (index: number, change: Partial<AdvisorLeave>) =>
    setLeave((all) => all.map((l, i) => (i === index ? { ...l, ...change } : l)));

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="3" borderWidth="1px" borderRadius="l2" p="4">
        {text('name', 'Name', name, setName)}
        {text('email', 'E-mail', email, setEmail, 'Invitations and cancellations go here.')}
        {text('timeZone', 'Time zone', timeZone, setTimeZone, 'An IANA zone, e.g. Asia/Riyadh.')}
        {WEEKDAYS.map((day, i) =>
          text(
            `weekly.${i}`,
            `${day} hours`,
            week[i] ?? '',
            (v) => setWeek((w) => w.map((d, j) => (j === i ? v : d))),
            i === 0 ? 'Like 09:00-13:00, 14:00-18:00; empty for a day off.' : undefined,
          ),
        )}
        {text(
          'services',
          'Services',
          services,
          setServices,
          'As named on the site, comma-separated.',
        )}
        {text(
          'roomLink',
          'Meeting room link',
          roomLink,
          setRoomLink,
          'https://… written into the invitation.',
        )}
        {text(
          'account',
          'Staff account',
          account,
          setAccount,
          'Their username: they then manage their own leave and feed.',
        )}
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="medium">
            Leave
          </Text>
          {leave.length === 0 && <Text color="fg.muted">No leave.</Text>}
          {leave.map((l, i) => (
            <HStack key={i} gap="2" wrap="wrap">
              <Field.Root w="44">
                <Field.Label htmlFor={`${leaveId}-${i}-from`}>Leave {i + 1} from</Field.Label>
                <DateField
                  id={`${leaveId}-${i}-from`}
                  value={l.from}
                  onChange={(from) => setLeaveAt(i, { from })}
                  range={{ role: 'start', start: l.from, end: l.to }}
                />
              </Field.Root>
              <Field.Root w="44">
                <Field.Label htmlFor={`${leaveId}-${i}-to`}>Leave {i + 1} to</Field.Label>
                <DateField
                  id={`${leaveId}-${i}-to`}
                  value={l.to}
                  min={l.from}
                  onChange={(to) => setLeaveAt(i, { to })}
                  range={{ role: 'end', start: l.from, end: l.to }}
                />
              </Field.Root>
              <Input
                w="56"
                aria-label={`Leave ${i + 1} label`}
                value={l.label}
                onChange={(e) => setLeaveAt(i, { label: e.target.value })}
              />
              <Button
                size="sm"
                variant="outline"
                onClick={() => setLeave((all) => all.filter((_, j) => j !== i))}
              >
                Remove leave {i + 1}
              </Button>
              {errorOf(`leave.${i}`) !== undefined && (
                <Text color="red.700" role="alert">
                  {errorOf(`leave.${i}`)}
                </Text>
              )}
            </HStack>
          ))}
          <Button
            size="sm"
            variant="ghost"
            alignSelf="start"
            onClick={() => setLeave((all) => [...all, { from: '', to: '', label: '' }])}
          >
            Add leave
          </Button>
        </Stack>
        <label>
          <input
            type="checkbox"
            checked={active}
            disabled={locked}
            onChange={(e) => setActive(e.target.checked)}
          />{' '}
          Takes meetings (active)
        </label>
        {save.isError && Object.keys(fields).length === 0 && (
          <Text role="alert" color="red.700">
            {failureText(save.error, 'The advisor could not be saved.')}
          </Text>
        )}
        {upcoming.length > 0 && (
          <Stack as="ul" gap="1" ps="4">
            {upcoming.map((m) => (
              <li key={m.id}>
                {m.enquiryId === null ? (
                  `${m.start}, ${m.clientName}`
                ) : (
                  <RouterLink to={`${INBOX_PATH}/${m.enquiryId}`}>
                    Reassign: {new Date(m.start).toUTCString()}, {m.clientName}
                  </RouterLink>
                )}
              </li>
            ))}
          </Stack>
        )}
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            {advisor === undefined ? 'Add advisor' : `Save ${advisor.name}`}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
