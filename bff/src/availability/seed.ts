/**
 * The schedule an install starts with: today's BOOKING_* variables, the caps and the change
 * cut-off, as they were before staff could edit them, so upgrading changes nothing.
 */
import type { AvailabilitySchedule } from '@app/contract/availability';
import type { BookingConfig } from '../meetings/config';
import { formatMinutesOfDay } from '../meetings/rules';

const HOUR_MS = 3_600_000;

export function seedSchedule({
  booking,
  bookingCaps,
  meetings,
}: Pick<BookingConfig, 'booking' | 'bookingCaps' | 'meetings'>): AvailabilitySchedule {
  const day = [
    {
      start: formatMinutesOfDay(booking.dayStartMinutes),
      end: formatMinutesOfDay(booking.dayEndMinutes),
    },
  ];
  return {
    timeZone: booking.timeZone,
    weekly: [1, 2, 3, 4, 5, 6, 7].map((d) => (booking.workingDays.some((w) => w === d) ? day : [])),
    closures: [],
    rules: {
      meetingMinutes: booking.slotMinutes,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      slotStepMinutes: booking.slotMinutes,
      minNotice: { unit: 'hours', amount: booking.minNoticeMinutes / 60 },
      maxDaysAhead: booking.maxDaysAhead,
      caps: {
        upcomingPerEmail: bookingCaps.upcomingPerEmail,
        perAddressPerDay: bookingCaps.perAddressPerDay,
        perDay: bookingCaps.perDay,
      },
      changeCutoffHours: Math.round(meetings.changeCutoffMs / HOUR_MS),
    },
  };
}
