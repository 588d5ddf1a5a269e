/**
 * The visitor's zone as the free times were shown in (`visitorTimeZone` of ./slotTime), for a
 * booking or a reschedule to send with the chosen slot, so the e-mails and the manage page show
 * the visitor's own time. The module comes with the lazy times (moment-timezone): it is already
 * loaded once a slot could be picked, and stays out of the pages' code. It only names zones the
 * zone data knows, as the contract asks. Undefined when it cannot be told: the BFF then uses the
 * business zone.
 */
export async function loadVisitorTimeZone(): Promise<string | undefined> {
  try {
    const { visitorTimeZone } = await import('./slotTime');
    return visitorTimeZone();
  } catch {
    return undefined;
  }
}
