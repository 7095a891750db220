import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNotifications } from '../test/fake-notification';
import {
  alertsToNotify,
  askNotificationPermission,
  createAlertWatch,
  NOTIFY_LIMIT,
  notificationApi,
  showAlertNotifications,
} from './push';

const a = (id: string, seen = false) => ({ id, seen, title: `T ${id}`, description: `D ${id}` });
const ids = (list: { id: string }[]) => list.map((x) => x.id);

afterEach(() => vi.unstubAllGlobals());

describe('alertsToNotify', () => {
  it('announces nothing on the first fetch of the session', () => {
    expect(alertsToNotify(null, [a('1'), a('2')], new Set())).toEqual([]);
  });

  it('announces the unseen alerts that were not in the previous fetch nor announced before', () => {
    const previous = new Set(['1', '2']);
    const current = [a('1'), a('3'), a('4', true), a('5'), a('2')];
    expect(ids(alertsToNotify(previous, current, new Set()))).toEqual(['3', '5']);
    expect(ids(alertsToNotify(previous, current, new Set(['3'])))).toEqual(['5']);
  });

  it('keeps to the limit, in feed order', () => {
    const current = ['1', '2', '3', '4', '5'].map((id) => a(id));
    expect(NOTIFY_LIMIT).toBe(3);
    expect(ids(alertsToNotify(new Set(), current, new Set()))).toEqual(['1', '2', '3']);
    expect(ids(alertsToNotify(new Set(), current, new Set(), 1))).toEqual(['1']);
  });
});

describe('createAlertWatch', () => {
  it('compares each fetch with the one before and never announces an alert twice', () => {
    const next = createAlertWatch<ReturnType<typeof a>>();
    expect(next([a('1')])).toEqual([]);
    expect(ids(next([a('1'), a('2')]))).toEqual(['2']);
    expect(next([a('1'), a('2')])).toEqual([]);
    // gone from one fetch and back in the next: already announced
    expect(next([a('1')])).toEqual([]);
    expect(next([a('1'), a('2')])).toEqual([]);
  });

  it('announces an alert of the first load that left a fetch and came back (never announced)', () => {
    const next = createAlertWatch<ReturnType<typeof a>>();
    expect(next([a('1'), a('2')])).toEqual([]);
    expect(next([a('2')])).toEqual([]);
    expect(ids(next([a('1'), a('2')]))).toEqual(['1']);
  });
});

describe('browser permission', () => {
  it('is false without the Notification API', async () => {
    vi.stubGlobal('Notification', undefined);
    expect(notificationApi()).toBeUndefined();
    expect(await askNotificationPermission()).toBe(false);
  });

  it('asks the browser and is true only when granted', async () => {
    const granted = stubNotifications('default', 'granted');
    expect(await askNotificationPermission()).toBe(true);
    expect(granted.api.requestPermission).toHaveBeenCalledTimes(1);
    for (const answer of ['denied', 'default'] as const) {
      stubNotifications('default', answer);
      expect(await askNotificationPermission()).toBe(false);
    }
  });

  it('does not ask again once granted, and survives a prompt that throws', async () => {
    const granted = stubNotifications('granted');
    expect(await askNotificationPermission()).toBe(true);
    expect(granted.api.requestPermission).not.toHaveBeenCalled();
    const broken = stubNotifications('default');
    broken.api.requestPermission.mockImplementation(() => {
      throw new Error('no prompt here');
    });
    expect(await askNotificationPermission()).toBe(false);
  });
});

describe('showAlertNotifications', () => {
  it('shows one notification per alert, tagged with its id, only when granted', () => {
    const blocked = stubNotifications('denied');
    showAlertNotifications([a('1')], () => {});
    expect(blocked.shown).toHaveLength(0);
    const { shown } = stubNotifications('granted');
    showAlertNotifications([a('1'), a('2')], () => {});
    expect(shown.map((n) => [n.title, n.options])).toEqual([
      ['T 1', { body: 'D 1', tag: '1' }],
      ['T 2', { body: 'D 2', tag: '2' }],
    ]);
  });

  it('shows nothing, without failing, where page notifications throw', () => {
    class Throwing {
      static permission = 'granted';
      constructor() {
        throw new TypeError('Illegal constructor');
      }
    }
    vi.stubGlobal('Notification', Throwing);
    expect(() => showAlertNotifications([a('1')], () => {})).not.toThrow();
  });
});
