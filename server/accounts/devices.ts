/**
 * Names a signed-in device from its User-Agent for the owner's list of sessions: "Safari on iOS",
 * "Firefox on Windows". Browser and system names are names, not translated. bowser reads the
 * string; an unknown one gives nulls, which the page words as an unknown browser.
 */
import Bowser from "bowser";

export interface DeviceName {
  browser: string | null;
  os: string | null;
}

export function deviceName(userAgent: string | null): DeviceName {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || null, os: parsed.os.name || null };
}
