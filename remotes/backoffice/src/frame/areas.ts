import type { StaffPermission, StaffRole } from '@shop/contracts';
import { mayStaff } from '@shop/contracts';

/** An area of the side navigation: where it is under /admin, and what a role needs to see it (STAFF_PERMISSIONS). */
export interface Area {
  /** Its path under /admin ('' for the dashboard). */
  path: string;
  /** Its name in the texts (nav.<name>). */
  name: 'dashboard' | 'orders' | 'catalogue' | 'customers' | 'inbox' | 'stock' | 'promotions' | 'giftcards' | 'reviews' | 'audit' | 'staff';
  permission: StaffPermission;
}

export const AREAS: readonly Area[] = [
  { path: '', name: 'dashboard', permission: 'dashboard.read' },
  { path: 'orders', name: 'orders', permission: 'orders.read' },
  { path: 'catalogue', name: 'catalogue', permission: 'catalogue.read' },
  { path: 'customers', name: 'customers', permission: 'customers.read' },
  { path: 'inbox', name: 'inbox', permission: 'inbox.read' },
  { path: 'stock', name: 'stock', permission: 'stock.read' },
  { path: 'promotions', name: 'promotions', permission: 'promotions.read' },
  { path: 'giftcards', name: 'giftcards', permission: 'giftcards.read' },
  { path: 'reviews', name: 'reviews', permission: 'reviews.read' },
  { path: 'audit', name: 'audit', permission: 'audit.read' },
  { path: 'staff', name: 'staff', permission: 'staff.read' },
];

/** The areas a role may open: the navigation offers no other. */
export const areasFor = (role: StaffRole): Area[] => AREAS.filter((area) => mayStaff(role, area.permission));
