import { Form } from "react-router";
import { useT } from "../i18n/use-i18n";
import { CsrfField } from "../forms/CsrfField";
import type { DeviceRow } from "./devices.server";

/**
 * Where the account is signed in: one row per session, this device marked, and an "End" button
 * (a plain POST form, so it works before or without the page's script) for each other one.
 */
export function DevicesSection({ devices, csrf }: { devices: readonly DeviceRow[]; csrf: string }) {
  const t = useT();
  const nameOf = (device: DeviceRow) => (device.browser && device.os ? t("account.devices.browserOn", { browser: device.browser, os: device.os }) : (device.browser ?? device.os ?? t("account.devices.unknown")));
  return (
    <section className="account-section" aria-labelledby="devices-heading">
      <h2 id="devices-heading">{t("account.devices")}</h2>
      <p>{t("account.devices.intro")}</p>
      <ul className="device-list">
        {devices.map((device) => (
          <li key={device.id || "current"} className="device">
            <div className="device__text">
              <p className="device__name">
                {nameOf(device)}
                {device.current ? <span className="device__current">{t("account.devices.thisDevice")}</span> : null}
              </p>
              <p>{t("account.devices.signedIn", { date: device.signedIn })}</p>
              <p>{t("account.devices.lastSeen", { date: device.lastSeen })}</p>
            </div>
            {device.current ? null : (
              <Form method="post" reloadDocument className="device__end">
                <CsrfField token={csrf} />
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="session" value={device.id} />
                <button type="submit" className="button button--secondary" aria-label={t("account.devices.endLabel", { device: nameOf(device) })}>
                  {t("account.devices.end")}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
