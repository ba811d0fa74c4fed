/**
 * Where a visitor asks for an export or deletion of their data: one mailbox per region, named on
 * the privacy page and the imprint. Like the category teams' (core/reps/teams.ts), the addresses
 * are fictional (example.com, RFC 2606) until the business gives the real ones.
 */
import { REGIONS, type Region } from "../regions/regions";

export const PRIVACY_ADDRESSES: Readonly<Record<Region, string>> = Object.fromEntries(REGIONS.map((region) => [region, `privacy.${region}@teams.example.com`])) as Record<Region, string>;
