import { createContext, useContext } from 'react';
import type { StaffPageState } from './pageState';

/** The rendered page's state while the app takes it over; none on a page the browser drew. */
export const StaffPageContext = createContext<StaffPageState | undefined>(undefined);

export function useStaffPageState(): StaffPageState | undefined {
  return useContext(StaffPageContext);
}
