import { useId, useState, useSyncExternalStore } from "react";
import { REGION_CONFIG, type UnitSystem } from "../../core/regions/regions";
import { useRootData, useT } from "../i18n/use-i18n";
import { rememberUnits, storedUnits, subscribeUnits } from "./units-preference";
import "../styles/units.css";

const SYSTEMS: readonly UnitSystem[] = ["metric", "imperial"];

/**
 * Metric or imperial, for every measurement on this and later pages (app/ui/Measure.tsx). A radio
 * group: arrow keys move between the two, and the change is announced.
 */
export function UnitsSwitch() {
  const t = useT();
  const { region } = useRootData();
  const name = useId();
  const fallback = REGION_CONFIG[region].units;
  // The server renders the region's default; the remembered choice is only known in the browser.
  const units = useSyncExternalStore(subscribeUnits, () => storedUnits() ?? fallback, () => fallback);
  const [announcement, setAnnouncement] = useState("");

  const choose = (next: UnitSystem) => {
    rememberUnits(next);
    setAnnouncement(t(next === "metric" ? "spec.units.nowMetric" : "spec.units.nowImperial"));
  };
  return (
    <fieldset className="units-switch">
      <legend>{t("spec.units.legend")}</legend>
      <span className="units-switch__options">
        {SYSTEMS.map((system) => (
          <label key={system}>
            <input type="radio" name={name} value={system} checked={units === system} onChange={() => choose(system)} />
            {t(system === "metric" ? "spec.units.metric" : "spec.units.imperial")}
          </label>
        ))}
      </span>
      <span className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
    </fieldset>
  );
}
