/**
 * The shared site server's address (site-server.ts), for site and browser test files. The setup
 * file site-ready.ts has waited for it before the file's module is loaded, so reading it at module
 * top level (`const baseUrl = siteBaseUrl()`) is safe.
 */
import { inject } from "vitest";
import { readReadyFile } from "./prepared-state";

export interface SiteAddress {
  baseUrl: string;
  /** Where the site writes its mail (.eml files), for tests that follow a mailed link. */
  mailDir: string;
}

let address: SiteAddress | undefined;

function siteAddress(): SiteAddress {
  return (address ??= readReadyFile<SiteAddress>(inject("siteReadyFile"), "Starting the shared site"));
}

export const siteBaseUrl = () => siteAddress().baseUrl;
export const siteMailDir = () => siteAddress().mailDir;
