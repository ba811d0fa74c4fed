/**
 * Imperial sizes as the US trade writes them, not as a calculator does: a 12 mm sheet is 1/2″, a
 * 1220 × 2440 mm panel is 4 × 8 ft, a 50 mm chip is 2″ × 2″. A raw conversion ("0.472 in",
 * "48.03 × 96.06 in") reads as a size nobody sells. A manufacturer's stated nominal size wins
 * over all of this (Dimensions.nominalThicknessIn); these rules round everything else
 * (docs/decisions/0056-catalogue-values-and-trade-sizes.md).
 */

export const MM_PER_INCH = 25.4;
const MM_PER_FOOT = 304.8;
/** Below 1/16″ a fraction would round to nothing: films and wear layers are written in mils. */
const MIL_LIMIT_MM = MM_PER_INCH / 16;
/** A fraction further than this from the true thickness is not the size: decimals are written instead. */
const FRACTION_TOLERANCE = 0.1;
/** Sides within this share of whole feet are sold as feet (4 × 8 ft panels). */
const FEET_TOLERANCE = 0.02;
/** Sides within this share of a whole inch are written whole (30″, not 29-3/4″). */
const WHOLE_INCH_TOLERANCE = 0.01;
/** The inch mark (double prime), as typeset trade literature writes it: 1/2″. */
const INCH_MARK = "″";

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Inches as a trade fraction to the nearest 1/`denominator`: 0.5 → 1/2″, 1.25 → 1-1/4″, 2 → 2″. */
export function inchFraction(inches: number, denominator = 16): string {
  const steps = Math.round(inches * denominator);
  const whole = Math.floor(steps / denominator);
  const rest = steps % denominator;
  if (rest === 0) return `${whole}${INCH_MARK}`;
  const divisor = gcd(rest, denominator);
  const fraction = `${rest / divisor}/${denominator / divisor}`;
  return `${whole ? `${whole}-` : ""}${fraction}${INCH_MARK}`;
}

/**
 * A thickness: the nearest 1/16″ when that is within 10 % of it (12 mm → 1/2″, 6 mm → 1/4″),
 * mils below 1/16″ (0.3 mm → 12 mil), else inches to two decimals (2 mm → 0.08″).
 */
export function tradeThickness(mm: number, format: (value: number, digits: number) => string): string {
  if (mm < MIL_LIMIT_MM) {
    const mils = (mm / MM_PER_INCH) * 1000;
    return `${format(mils, mils < 10 ? 1 : 0)}\u00a0mil`;
  }
  const inches = mm / MM_PER_INCH;
  const sixteenths = Math.round(inches * 16) / 16;
  if (Math.abs(sixteenths - inches) / inches <= FRACTION_TOLERANCE) return inchFraction(inches);
  return `${format(inches, 2)}${INCH_MARK}`;
}

/** A side of a piece: whole inches when within 1 % (3680 mm → 145″, 50 mm → 2″), else the nearest quarter inch (184 mm → 7-1/4″). */
export function tradeLength(mm: number): string {
  const inches = mm / MM_PER_INCH;
  const whole = Math.round(inches);
  return whole > 0 && Math.abs(whole - inches) / inches <= WHOLE_INCH_TOLERANCE ? `${whole}${INCH_MARK}` : inchFraction(inches, 4);
}

/**
 * Width × length (× depth): panels and slabs sold by the foot as "4 × 8 ft", anything else side by
 * side in inches ("30″ × 145″", "2″ × 2″").
 */
export function tradeDimensions(mms: readonly number[]): string {
  const feet = mms.map((mm) => mm / MM_PER_FOOT);
  const byTheFoot = mms.length >= 2 && feet.every((f) => f >= 2 && Math.abs(f - Math.round(f)) / f <= FEET_TOLERANCE);
  if (byTheFoot) return `${feet.map((f) => Math.round(f)).join(" × ")}\u00a0ft`;
  return mms.map(tradeLength).join(" × ");
}
