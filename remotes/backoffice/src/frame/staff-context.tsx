import { createContext, useContext, type ReactNode } from 'react';
import { mayStaff, type StaffPermission } from '@shop/contracts';
import type { Staff } from './staff-gate';

// Who is using the back office, for the areas: an action the role may not take is not offered
// (the API would refuse it anyway), from the same permission table the API checks.

const StaffContext = createContext<Staff | null>(null);

export function StaffProvider({ staff, children }: { staff: Staff; children: ReactNode }) {
  return <StaffContext.Provider value={staff}>{children}</StaffContext.Provider>;
}

/** Whether the staff member's role has `permission`; false outside the staff gate. */
export function useMay(): (permission: StaffPermission) => boolean {
  const staff = useContext(StaffContext);
  return (permission) => staff !== null && mayStaff(staff.role, permission);
}
