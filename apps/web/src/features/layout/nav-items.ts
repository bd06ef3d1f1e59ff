import type { TRole } from '@keydate/domain';

export interface NavItem {
  to: string;
  label: string;
  /** Only people with this role see the item. */
  role?: TRole;
}

export const mainNav: readonly NavItem[] = [
  { to: '/app/dashboard', label: 'Dashboard' },
  { to: '/app/properties', label: 'Properties' },
  { to: '/app/vendors', label: 'Vendors' },
  { to: '/app/admin/users', label: 'User Management', role: 'admin' },
  { to: '/app/admin/reminders', label: 'Reminders', role: 'admin' },
];

export const accountNav: readonly NavItem[] = [
  { to: '/app/account', label: 'Account' },
  { to: '/app/admin/workspace', label: 'Workspace', role: 'admin' },
];

export function visibleTo(items: readonly NavItem[], role: TRole): NavItem[] {
  return items.filter((item) => !item.role || item.role === role);
}
