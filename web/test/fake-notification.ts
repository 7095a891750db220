import { vi } from 'vitest';

/**
 * Replaces the browser's Notification API with a fake that records every notification shown.
 * `permission` is what the browser has already decided; `answer` is what the prompt returns.
 */
export function stubNotifications(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
) {
  const shown: FakeNotification[] = [];
  class FakeNotification {
    static permission: NotificationPermission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    onclick: (() => void) | null = null;
    close = vi.fn();
    constructor(
      readonly title: string,
      readonly options?: NotificationOptions,
    ) {
      shown.push(this);
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, api: FakeNotification };
}
