import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdvisorsPanel } from '../advisors/AdvisorsPanel';
import { AvailabilityTabs, type AvailabilityTab } from '../advisors/AvailabilityTabs';
import { AVAILABILITY_QUERY_KEY } from '@app/contract/availability';
import { Text } from 'shared_ui/typography';
import { useAuth } from '../auth/useAuth';
import { StaffScreen, StaffSection } from '../shell/StaffScreen';
import { daysOffOfWeek } from '../datePicker/weekStart';
import { AddClosureForm } from './AddClosureForm';
import { readAvailability } from './availabilityApi';
import { BusinessHoursForm } from './BusinessHoursForm';
import { ClosureList } from './ClosureList';
import { HolidaysForm } from './HolidaysForm';
import { NextDaysList } from './NextDaysList';
import { RulesForm } from './RulesForm';

/** /admin/availability: when visitors can book. Admins edit; moderators read. */
export function AvailabilityPage() {
  const { user } = useAuth();
  const canEdit = user?.role === 'admin';
  const [tab, setTab] = useState<AvailabilityTab>('schedule');
  const availability = useQuery({
    queryKey: AVAILABILITY_QUERY_KEY,
    queryFn: readAvailability,
    staleTime: 0,
  });
  const intro = canEdit
    ? 'When visitors can book a meeting. Changes apply at once and never move a booked meeting.'
    : 'When visitors can book a meeting. Only an admin can change it.';

  return (
    <StaffScreen title="Availability" intro={intro}>
      <AvailabilityTabs tab={tab} onChange={setTab} />
      {tab === 'advisors' && <AdvisorsPanel />}
      {tab === 'schedule' && availability.isPending && (
        <Text role="status">Loading the availability...</Text>
      )}
      {tab === 'schedule' && availability.isError && (
        <Text role="alert">The availability could not be loaded.</Text>
      )}
      {tab === 'schedule' && availability.isSuccess && (
        <>
          <StaffSection title="Business hours">
            <BusinessHoursForm schedule={availability.data.schedule} canEdit={canEdit} />
          </StaffSection>
          <StaffSection title="Closures">
            <ClosureList
              availability={availability.data}
              canEdit={canEdit}
              timeZone={availability.data.schedule.timeZone}
            />
            {canEdit && (
              <AddClosureForm daysOff={daysOffOfWeek(availability.data.schedule.weekly)} />
            )}
          </StaffSection>
          {canEdit && (
            <StaffSection title="Public holidays">
              <HolidaysForm thisYear={new Date().getFullYear()} />
            </StaffSection>
          )}
          <StaffSection title="Booking rules">
            <RulesForm rules={availability.data.schedule.rules} canEdit={canEdit} />
          </StaffSection>
          <StaffSection title="Next 14 days">
            <NextDaysList />
          </StaffSection>
        </>
      )}
    </StaffScreen>
  );
}
