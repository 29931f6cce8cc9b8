import { createContext, useContext, type ReactNode } from 'react';
import { mayStaff, type StaffPermission } from '@shop/contracts';
import type { Staff } from './staff-gate';

// Who is logged in, for the areas: what a role may not do is not offered (the API refuses it anyway).

const StaffContext = createContext<Staff | null>(null);

export function StaffProvider({ staff, children }: { staff: Staff; children: ReactNode }) {
  return <StaffContext.Provider value={staff}>{children}</StaffContext.Provider>;
}

/** Whether the logged-in staff member's role may do what `permission` names (false outside the gate). */
export function useMay(permission: StaffPermission): boolean {
  const staff = useContext(StaffContext);
  return staff !== null && mayStaff(staff.role, permission);
}
