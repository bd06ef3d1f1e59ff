import { describe, expect, it, vi } from 'vitest';
import { addCalendar, asCalendarDate as d, todayUtc } from './dates.ts';
import {
  createNotificationList,
  deriveNotifications,
  NOTIFICATION_WINDOW_DAYS,
  notificationId,
  ZNotification,
} from './notifications.ts';

const today = d('2025-01-05');
const inDays = (n: number) => addCalendar(today, n, 'DAYS');

describe('deriveNotifications', () => {
  it.each([
    [-1, false],
    [0, true],
    [1, true],
    [29, true],
    [30, true],
    [31, false],
    [365, false],
  ])('an end date %i days ahead notifies: %s', (ahead, notifies) => {
    const found = deriveNotifications([{ _id: 'c1', name: 'Linen', endDate: inDays(ahead) }], today);
    expect(found.map((n) => n.type)).toEqual(notifies ? ['expiration'] : []);
  });

  it.each([
    [-1, false],
    [0, true],
    [30, true],
    [31, false],
  ])('a notice date %i days ahead notifies: %s', (ahead, notifies) => {
    const found = deriveNotifications(
      [{ _id: 'c1', name: 'Linen', nonRenewalNoticeStart: inDays(ahead) }],
      today,
    );
    expect(found.map((n) => n.type)).toEqual(notifies ? ['non_renewal'] : []);
  });

  it('builds both notifications with clear words, a stable id and the ISO date', () => {
    expect(NOTIFICATION_WINDOW_DAYS).toBe(30);
    const found = deriveNotifications(
      [{ _id: 'c1', name: 'Linen service', nonRenewalNoticeStart: inDays(12), endDate: inDays(30) }],
      today,
    );
    expect(found).toEqual([
      {
        id: 'non_renewal:c1:2025-01-17',
        type: 'non_renewal',
        title: 'Non-renewal notice due',
        message: 'Notice for "Linen service" is due on Jan 17, 2025 (in 12 days)',
        date: '2025-01-17',
        contractId: 'c1',
      },
      {
        id: 'expiration:c1:2025-02-04',
        type: 'expiration',
        title: 'Contract ending',
        message: '"Linen service" ends on Feb 4, 2025 (in 30 days)',
        date: '2025-02-04',
        contractId: 'c1',
      },
    ]);
    for (const n of found)
      expect(ZNotification.encode({ ...n, isRead: false }).date).toMatch(/T12:00:00\.000Z$/);
  });

  it('says today and tomorrow in words', () => {
    const found = deriveNotifications(
      [{ _id: 'c1', name: 'A', nonRenewalNoticeStart: inDays(0), endDate: inDays(1) }],
      today,
    );
    expect(found.map((n) => n.message)).toEqual([
      'Notice for "A" is due on Jan 5, 2025 (today)',
      '"A" ends on Jan 6, 2025 (tomorrow)',
    ]);
  });

  it('gives a changed date a new id', () => {
    expect(notificationId('expiration', 'c1', d('2025-02-01'))).not.toBe(
      notificationId('expiration', 'c1', d('2025-02-02')),
    );
    expect(notificationId('expiration', 'c1', d('2025-02-01'))).not.toBe(
      notificationId('non_renewal', 'c1', d('2025-02-01')),
    );
  });

  it('yields nothing for terminated contracts', () => {
    const found = deriveNotifications(
      [{ _id: 'c1', name: 'A', status: 'terminated', nonRenewalNoticeStart: inDays(3), endDate: inDays(4) }],
      today,
    );
    expect(found).toEqual([]);
  });

  it('falls back to renewalWindowEnd for the notice date, and skips missing dates', () => {
    const found = deriveNotifications(
      [
        { _id: 'c1', name: 'A', renewalWindowEnd: inDays(5) },
        { _id: 'c3', name: 'C' },
      ],
      today,
    );
    expect(found.map((n) => n.id)).toEqual(['non_renewal:c1:2025-01-10']);
  });

  it('sorts by date, the notice before the end on the same day, then by contract name', () => {
    const found = deriveNotifications(
      [
        { _id: 'z', name: 'Zeta', endDate: inDays(10) },
        { _id: 'b', name: 'Beta', endDate: inDays(3), nonRenewalNoticeStart: inDays(10) },
        { _id: 'a', name: 'Alpha', endDate: inDays(10) },
      ],
      today,
    );
    expect(found.map((n) => n.id)).toEqual([
      'expiration:b:2025-01-08',
      'non_renewal:b:2025-01-15',
      'expiration:a:2025-01-15',
      'expiration:z:2025-01-15',
    ]);
  });

  it('counts calendar days from the UTC day of today, whatever its hour', () => {
    const contracts = [{ _id: 'c1', name: 'A', endDate: d('2025-02-04') }];
    expect(deriveNotifications(contracts, todayUtc(new Date('2025-01-05T23:59:59Z')))).toHaveLength(1);
    expect(deriveNotifications(contracts, todayUtc(new Date('2025-01-04T23:59:59Z')))).toHaveLength(0);
  });
});

describe('createNotificationList', () => {
  it('adds messages unread, marks one read by position and clears all', () => {
    const list = createNotificationList();
    expect(list.items).toEqual([]);
    expect(list.unreadCount).toBe(0);
    list.add('First');
    list.add('Second');
    expect(list.items).toEqual([
      { message: 'First', read: false },
      { message: 'Second', read: false },
    ]);
    expect(list.unreadCount).toBe(2);
    list.markAsRead(1);
    expect(list.items).toEqual([
      { message: 'First', read: false },
      { message: 'Second', read: true },
    ]);
    expect(list.unreadCount).toBe(1);
    list.markAsRead(5);
    list.markAsRead(-1);
    expect(list.unreadCount).toBe(1);
    list.clearAll();
    expect(list.items).toEqual([]);
    expect(list.unreadCount).toBe(0);
  });

  it('hands out a new items array on change only, and tells subscribers', () => {
    const list = createNotificationList();
    const listener = vi.fn();
    const unsubscribe = list.subscribe(listener);
    const before = list.items;
    list.add('Hello');
    const after = list.items;
    expect(after).not.toBe(before);
    expect(list.items).toBe(after);
    list.markAsRead(0);
    list.markAsRead(0);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    list.clearAll();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
