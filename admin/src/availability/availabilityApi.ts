import { apiJson } from '@app/contract/client';
import {
  AVAILABILITY_PATHS,
  type AvailabilityResponse,
  type BookingRulesInput,
  type BusinessHours,
  type ClosureInput,
  type HolidayCountry,
  type NextDaysResponse,
} from '@app/contract/availability';
import { ADMIN_HEADERS } from '../auth/session';

const call = <T>(path: string, method = 'GET', body?: unknown) =>
  apiJson<T>(path, { method, headers: ADMIN_HEADERS, body });

export const readAvailability = () => call<AvailabilityResponse>(AVAILABILITY_PATHS.availability);
export const readNextDays = () => call<NextDaysResponse>(AVAILABILITY_PATHS.nextDays);
export const saveHours = (hours: BusinessHours) =>
  call<AvailabilityResponse>(AVAILABILITY_PATHS.hours, 'PUT', hours);
export const saveRules = (rules: BookingRulesInput) =>
  call<AvailabilityResponse>(AVAILABILITY_PATHS.rules, 'PUT', rules);
export const addClosure = (closure: ClosureInput) =>
  call<AvailabilityResponse>(AVAILABILITY_PATHS.closures, 'POST', closure);
export const removeClosure = (id: string) =>
  call<AvailabilityResponse>(AVAILABILITY_PATHS.closure(id), 'DELETE');
export const shiftClosure = (id: string, days: -1 | 1) =>
  call<AvailabilityResponse>(AVAILABILITY_PATHS.closureShift(id), 'POST', { days });
export const addHolidays = (country: HolidayCountry, year: number) =>
  call<AvailabilityResponse>(AVAILABILITY_PATHS.holidays, 'POST', { country, year });
