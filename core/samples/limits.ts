/**
 * How many samples one order may hold, per region: set by each region's sample desk (what it can
 * pack and post in one parcel). The message at the limit takes the figure as a parameter.
 */
import type { Region } from "../regions/regions";

export const SAMPLE_LIMITS: Readonly<Record<Region, number>> = { gl: 10, us: 5, ca: 5, cf: 5, jp: 8, ru: 8, cn: 8 };

export const sampleLimitOf = (region: Region): number => SAMPLE_LIMITS[region];
