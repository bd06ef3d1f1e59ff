// The bell's notifications, derived from contracts and today (docs/domain.md, The bell), and the
// specification's separate client-side message list.
import { z } from 'zod';
import { ZWireDate } from './date.schemas.ts';
import { daysBetween, formatShortDate, type TCalendarDate } from './dates.ts';
import { MSG, MSG_FN } from './messages.ts';
import { compareCodeUnits, compareText } from './text-order.ts';

/** A date from today to this many days ahead, both included, is in the bell (docs/domain.md, The bell). */
export const NOTIFICATION_WINDOW_DAYS = 30;

export const NOTIFICATION_TYPES = ['non_renewal', 'expiration'] as const;
export type TNotificationType = (typeof NOTIFICATION_TYPES)[number];

export const ZNotification = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  date: ZWireDate,
  contractId: z.string(),
  isRead: z.boolean(),
});
/** A notification as the server answers it, with the caller's read state. */
export type TNotification = z.output<typeof ZNotification>;
/** A notification as derived, before read state is known. */
export type TDerivedNotification = Omit<TNotification, 'isRead'>;

export interface TNotifiableContract {
  _id: string;
  name: string;
  endDate?: TCalendarDate | null;
  nonRenewalNoticeStart?: TCalendarDate | null;
  /** The notice date too; used when nonRenewalNoticeStart is missing. */
  renewalWindowEnd?: TCalendarDate | null;
  status?: string | null;
}

/** Built from type, contract and date, so a changed date is a new (unread) notification. */
export function notificationId(type: TNotificationType, contractId: string, date: TCalendarDate): string {
  return `${type}:${contractId}:${date}`;
}

function notificationFor(
  type: TNotificationType,
  contract: TNotifiableContract,
  date: TCalendarDate | null | undefined,
  today: TCalendarDate,
): TDerivedNotification | null {
  if (!date) return null;
  const ahead = daysBetween(today, date);
  if (ahead < 0 || ahead > NOTIFICATION_WINDOW_DAYS) return null;
  const shown = formatShortDate(date);
  const when = MSG_FN.inDays(ahead);
  return {
    id: notificationId(type, contract._id, date),
    type,
    title: type === 'non_renewal' ? MSG.nonRenewalNotificationTitle : MSG.expirationNotificationTitle,
    message:
      type === 'non_renewal'
        ? MSG_FN.nonRenewalNotificationText(contract.name, shown, when)
        : MSG_FN.expirationNotificationText(contract.name, shown, when),
    date,
    contractId: contract._id,
  };
}

/**
 * A non_renewal notification when a contract's notice date, and an expiration notification when its end
 * date, lies from today to 30 days ahead; none for terminated contracts. Sorted by date, notice first on
 * the same day, then by contract name.
 */
export function deriveNotifications(
  contracts: readonly TNotifiableContract[],
  today: TCalendarDate,
): TDerivedNotification[] {
  const names = new Map(contracts.map((c) => [c._id, c.name]));
  return contracts
    .filter((contract) => contract.status !== 'terminated')
    .flatMap((contract) => [
      notificationFor(
        'non_renewal',
        contract,
        contract.nonRenewalNoticeStart ?? contract.renewalWindowEnd,
        today,
      ),
      notificationFor('expiration', contract, contract.endDate, today),
    ])
    .filter((n): n is TDerivedNotification => n !== null)
    .sort(
      (a, b) =>
        compareCodeUnits(a.date, b.date) ||
        NOTIFICATION_TYPES.indexOf(a.type) - NOTIFICATION_TYPES.indexOf(b.type) ||
        compareText(names.get(a.contractId) ?? '', names.get(b.contractId) ?? '') ||
        compareCodeUnits(a.contractId, b.contractId),
    );
}

export interface TNotificationListItem {
  message: string;
  read: boolean;
}

export interface TNotificationList {
  /** The items in the order added; a new array after every change, the same one until then. */
  readonly items: readonly TNotificationListItem[];
  readonly unreadCount: number;
  add(message: string): void;
  /** Marks the item at this position read; a position outside the list changes nothing. */
  markAsRead(index: number): void;
  clearAll(): void;
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The specification's client-side list: messages with a read flag, add, mark read by position, clear all. */
export function createNotificationList(): TNotificationList {
  let items: readonly TNotificationListItem[] = [];
  const listeners = new Set<() => void>();
  const change = (next: readonly TNotificationListItem[]) => {
    items = next;
    for (const listener of listeners) listener();
  };
  return {
    get items() {
      return items;
    },
    get unreadCount() {
      return items.filter((item) => !item.read).length;
    },
    add(message) {
      change([...items, { message, read: false }]);
    },
    markAsRead(index) {
      const item = items[index];
      if (!item || item.read) return;
      change(items.map((current, i) => (i === index ? { ...current, read: true } : current)));
    },
    clearAll() {
      if (items.length > 0) change([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
