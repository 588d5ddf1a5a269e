import { useEffect, useRef, useState } from 'react';
import { Box, chakra, HStack } from 'shared_ui/layout';
import { useI18n } from '../i18n/I18nProvider';
import { useSiteContext } from '../page/siteContext';
import { closureReason } from './dayReasons';
import { ChevronEndIcon, ChevronStartIcon } from '../icons/directionIcons';
import type { MessageKey } from '../i18n/messages/en';
import {
  addMonths,
  closureOn,
  closuresInMonth,
  dateLabel,
  dateRangeLabel,
  dayNumber,
  isSelectableDate,
  monthGrid,
  monthLabel,
  monthOf,
} from './calendarDates';

export interface MonthCalendarProps {
  /** The business date the calendar counts from (days before it cannot be chosen). */
  today: string;
  /** The chosen date, `yyyy-MM-dd`; its month is the one shown first. */
  selected: string;
  onSelect(date: string): void;
}

/** The grid's column heads, Monday first. */
const WEEKDAY_NAMES: readonly MessageKey[] = [
  'booking.weekday.mo',
  'booking.weekday.tu',
  'booking.weekday.we',
  'booking.weekday.th',
  'booking.weekday.fr',
  'booking.weekday.sa',
  'booking.weekday.su',
];

const DAY_SIZE = '2.25rem';

const monthButton = {
  type: 'button',
  display: 'inline-grid',
  placeItems: 'center',
  boxSize: '8',
  borderRadius: 'l2',
  fontSize: 'lg',
  lineHeight: '1',
  color: 'fg.muted',
  cursor: 'pointer',
  focusVisibleRing: 'outside',
  _hover: { bg: 'bg.emphasized', color: 'fg' },
  _disabled: { visibility: 'hidden' },
} as const;

/**
 * One month of days as a group of native radio buttons (name `meetingDate`): a tap picks a day
 * and CSS (`:checked`) marks it before any script has run, the arrow keys move between open days,
 * and past days and Sundays are disabled. The server renders it with the first open day chosen;
 * once live, React adopts the day the visitor picked meanwhile. The radios are uncontrolled
 * (`defaultChecked`), and each month's grid is its own keyed subtree, so a month shown again
 * starts from the chosen date rather than from a stale DOM state.
 */
export function MonthCalendar({ today, selected, onSelect }: MonthCalendarProps) {
  const { t, locale } = useI18n();
  const { bookingCalendar } = useSiteContext();
  const [month, setMonth] = useState(() => monthOf(selected));
  const grid = useRef<HTMLDivElement>(null);
  const { blanks, days } = monthGrid(month);
  const closedDays = closuresInMonth(month, today, bookingCalendar);

  // The day a visitor picked before the page was live is in the DOM only: take it over.
  useEffect(() => {
    const picked = grid.current?.querySelector<HTMLInputElement>('input:checked');
    if (picked && picked.value !== selected) onSelect(picked.value);
  }, [selected, onSelect]);

  return (
    <chakra.fieldset minW="0" p="0" m="0" border="0">
      <chakra.legend fontWeight="medium" mb="2" p="0">
        {t('booking.chooseDate')}
      </chakra.legend>
      <Box
        display="inline-block"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        textStyle="sm"
        overflow="hidden"
      >
        <Box bg="bg.muted" borderBottomWidth="1px" borderColor="border" px="1.5" pt="2" pb="1">
          <HStack justify="space-between">
            <chakra.button
              {...monthButton}
              aria-label={t('booking.previousMonth')}
              disabled={month <= monthOf(today)}
              onClick={() => setMonth((shown) => addMonths(shown, -1))}
            >
              <ChevronStartIcon />
            </chakra.button>
            <chakra.span fontWeight="bold" aria-live="polite">
              {monthLabel(month, locale)}
            </chakra.span>
            <chakra.button
              {...monthButton}
              aria-label={t('booking.nextMonth')}
              onClick={() => setMonth((shown) => addMonths(shown, 1))}
            >
              <ChevronEndIcon />
            </chakra.button>
          </HStack>
          <Box
            aria-hidden="true"
            display="grid"
            gridTemplateColumns={`repeat(7, ${DAY_SIZE})`}
            gap="1"
            px="1"
            mt="1"
            textAlign="center"
            lineHeight={DAY_SIZE}
          >
            {WEEKDAY_NAMES.map((name) => (
              <span key={name}>{t(name)}</span>
            ))}
          </Box>
        </Box>
        <Box
          key={month}
          ref={grid}
          display="grid"
          gridTemplateColumns={`repeat(7, ${DAY_SIZE})`}
          gap="1"
          p="1"
        >
          {Array.from({ length: blanks }, (_, index) => (
            <span key={`blank-${index}`} />
          ))}
          {days.map((day) => {
            const open = isSelectableDate(day, today, bookingCalendar);
            const closure = closureOn(day, bookingCalendar);
            // A closed day says why in its name (and on hover): "…, Eid al-Fitr".
            const reason =
              closure === undefined
                ? undefined
                : locale === 'ar'
                  ? closure.labelAr
                  : closure.labelEn;
            const name =
              reason === undefined
                ? dateLabel(day, locale)
                : t('booking.closedDay', { date: dateLabel(day, locale), reason });
            return (
              <chakra.label
                key={day}
                title={reason}
                position="relative"
                display="block"
                h={DAY_SIZE}
                lineHeight={DAY_SIZE}
                textAlign="center"
                borderRadius="l2"
                fontWeight={day === today ? 'bold' : undefined}
                cursor={open ? 'pointer' : 'default'}
                color={open ? 'fg' : 'fg.subtle'}
                _hover={open ? { bg: 'bg.muted' } : undefined}
                css={{
                  '&:has(input:checked)': { bg: 'brand.solid', color: 'black' },
                  '&:has(input:focus-visible)': {
                    outline: '2px solid',
                    outlineColor: 'brand.focusRing',
                    outlineOffset: '1px',
                  },
                }}
              >
                <chakra.input
                  type="radio"
                  name="meetingDate"
                  value={day}
                  aria-label={name}
                  disabled={!open}
                  defaultChecked={day === selected}
                  onChange={(event) => {
                    if (event.currentTarget.checked) onSelect(day);
                  }}
                  position="absolute"
                  inset="0"
                  w="full"
                  h="full"
                  m="0"
                  opacity="0"
                  cursor="inherit"
                />
                <span aria-hidden="true">{dayNumber(day, locale)}</span>
              </chakra.label>
            );
          })}
        </Box>
      </Box>
      {closedDays.length > 0 && (
        // Said in words too: a touch screen shows no title, and the disabled days no reason.
        <chakra.ul listStyle="none" p="0" m="0" mt="2" textStyle="sm" color="fg.muted">
          {closedDays.map((c) => (
            <li key={`${c.from}-${c.labelEn}`}>
              {t('booking.closedDates', {
                dates: dateRangeLabel(c.from, c.to, locale),
                reason: closureReason(c, t, locale),
              })}
            </li>
          ))}
        </chakra.ul>
      )}
    </chakra.fieldset>
  );
}
