import { z } from 'zod';
import type { SessionUser } from '@resumey/resume';

/**
 * The last user the server confirmed as signed in on this device (issue 15). When a session check cannot reach
 * the server (network error, 5xx, timeout) the answer is unknown, not "signed out": the app then opens the
 * dashboard and editor from this device's copy for this user. Only the server saying "no session" forgets it.
 * The key holds 'session' so the build-version wipe keeps it (it keeps sign-in data).
 */
export const DEVICE_USER_KEY = 'resumey-session-user';

const deviceUserSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().max(500),
  email: z.string().max(500),
  image: z.string().max(5000).nullable().optional(),
  twoFactorEnabled: z.boolean().optional(),
});

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

/** The remembered user, validated; anything else stored there is ignored. */
export function readDeviceUser(): SessionUser | null {
  try {
    const text = storage()?.getItem(DEVICE_USER_KEY);
    if (!text) return null;
    const parsed = deviceUserSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function rememberDeviceUser(user: SessionUser | null): void {
  try {
    if (user) storage()?.setItem(DEVICE_USER_KEY, JSON.stringify(deviceUserSchema.parse(user)));
    else storage()?.removeItem(DEVICE_USER_KEY);
  } catch {
    // Storage full or disabled: the app then simply needs the server to open.
  }
}
