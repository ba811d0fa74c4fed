import type { BothUnits } from "../../core/units/format";
import "../styles/units.css";

/**
 * A measurement written in both unit systems; CSS shows the visitor's choice (the region's by
 * default) and removes the other from layout, the accessibility tree and innerText
 * (docs/decisions/0019-units-switch.md). Pages stay the same HTML for every visitor, so they cache.
 */
export function Measure({ value }: { value: BothUnits }) {
  return (
    <>
      <span className="u-metric">{value.metric}</span>
      <span className="u-imperial">{value.imperial}</span>
    </>
  );
}

/** Text with measurements in it (copy filled from the product's data). */
export function MeasuredText({ parts }: { parts: ReadonlyArray<string | BothUnits> }) {
  return (
    <>
      {parts.map((part, i) => (typeof part === "string" ? part : <Measure key={i} value={part} />))}
    </>
  );
}
