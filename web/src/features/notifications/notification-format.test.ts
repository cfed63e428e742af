import type { TNotification } from '@core/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { markedRead, timeAgo, unreadBadge, withArrived } from './notification-format';

const n = (id: string, read = false): TNotification => ({
  id,
  kind: 'investor_interested',
  title: `N ${id}`,
  body: null,
  link: '/idea/x#interest',
  idea_id: 'x',
  created_at: '2026-11-26T10:00:00.000Z',
  read_at: read ? '2026-11-26T10:01:00.000Z' : null,
});

describe('notifications as the bell shows them', () => {
  it('say how long ago, in words', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(timeAgo('2026-11-26T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-26T11:55:00Z', now)).toBe('5 min ago');
    expect(timeAgo('2026-11-26T09:00:00Z', now)).toBe('3 h ago');
    expect(timeAgo('2026-11-25T11:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-22T12:00:00Z', now)).toBe('4 days ago');
    expect(timeAgo('2026-10-01T12:00:00Z', now)).toBe('1 Oct 2026');
  });

  it('count unread on the badge, up to 9+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(3)).toBe('3');
    expect(unreadBadge(12)).toBe('9+');
  });

  it('take one that arrives live at the top, once, and mark read one or all', () => {
    const list = { notifications: [n('b'), n('a', true)], unread: 1 };
    const arrived = withArrived(list, n('c'), 2);
    expect(arrived.notifications.map((x) => x.id)).toEqual(['c', 'b', 'a']);
    expect(withArrived(arrived, n('c'), 2).notifications).toHaveLength(3);
    expect(withArrived(undefined, n('c'), 1, 1)).toEqual({ notifications: [n('c')], unread: 1 });
    const one = markedRead(arrived, 'c', 1)!;
    expect(one.notifications.map((x) => Boolean(x.read_at))).toEqual([true, false, true]);
    expect(markedRead(arrived, 'all', 0)!.notifications.every((x) => x.read_at)).toBe(true);
    expect(markedRead(undefined, 'all', 0)).toBeUndefined();
  });
});
