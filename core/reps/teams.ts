/**
 * Where a contact request to a category team goes: one address per region and product line. The
 * addresses are fictional (example.com, RFC 2606) until the business gives the real ones; a line
 * a region does not offer has no team (tests/unit/reps-matching.test.ts checks the table).
 */
import type { Region } from "../regions/regions";
import type { ProductFamily } from "../catalogue/families";

export const TEAM_ADDRESSES: Readonly<Record<Region, Readonly<Partial<Record<ProductFamily, string>>>>> = {
  gl: {
    HIMACS_COLOR: "himacs.gl@teams.example.com",
    VIATERA_COLOR: "viatera.gl@teams.example.com",
    TERACANTO_COLOR: "teracanto.gl@teams.example.com",
    BORTE_COLOR: "borte.gl@teams.example.com",
    BENIF_COLOR: "benif.gl@teams.example.com",
    DECO_COLOR: "deco-film.gl@teams.example.com",
    EXTERIOR_COLOR: "exterior-film.gl@teams.example.com",
    PCD_VIZUON: "vizuon.gl@teams.example.com",
    PRD_FLOORING: "hflor.gl@teams.example.com",
    AUTOMOTIVE: "automotive.gl@teams.example.com",
    HOME_APPLIANCE_FILM: "appliance-film.gl@teams.example.com",
  },
  us: {
    HIMACS_COLOR: "himacs.us@teams.example.com",
    VIATERA_COLOR: "viatera.us@teams.example.com",
    TERACANTO_COLOR: "teracanto.us@teams.example.com",
    BORTE_COLOR: "borte.us@teams.example.com",
    PRD_FLOORING: "hflor.us@teams.example.com",
    AUTOMOTIVE: "automotive.us@teams.example.com",
  },
  ca: {
    HIMACS_COLOR: "himacs.ca@teams.example.com",
    VIATERA_COLOR: "viatera.ca@teams.example.com",
    TERACANTO_COLOR: "teracanto.ca@teams.example.com",
  },
  cf: {
    HIMACS_COLOR: "himacs.cf@teams.example.com",
    VIATERA_COLOR: "viatera.cf@teams.example.com",
    TERACANTO_COLOR: "teracanto.cf@teams.example.com",
  },
  jp: {
    HIMACS_COLOR: "himacs.jp@teams.example.com",
    TERACANTO_COLOR: "teracanto.jp@teams.example.com",
    DECO_COLOR: "deco-film.jp@teams.example.com",
    EXTERIOR_COLOR: "exterior-film.jp@teams.example.com",
    PCD_VIZUON: "vizuon.jp@teams.example.com",
  },
  ru: {
    HIMACS_COLOR: "himacs.ru@teams.example.com",
    VIATERA_COLOR: "viatera.ru@teams.example.com",
    TERACANTO_COLOR: "teracanto.ru@teams.example.com",
    BENIF_COLOR: "benif.ru@teams.example.com",
    DECO_COLOR: "deco-film.ru@teams.example.com",
    EXTERIOR_COLOR: "exterior-film.ru@teams.example.com",
    PCD_VIZUON: "vizuon.ru@teams.example.com",
  },
  cn: {
    HIMACS_COLOR: "himacs.cn@teams.example.com",
    VIATERA_COLOR: "viatera.cn@teams.example.com",
    TERACANTO_COLOR: "teracanto.cn@teams.example.com",
    BENIF_COLOR: "benif.cn@teams.example.com",
    DECO_COLOR: "deco-film.cn@teams.example.com",
    EXTERIOR_COLOR: "exterior-film.cn@teams.example.com",
    PCD_VIZUON: "vizuon.cn@teams.example.com",
  },
};

export function teamAddress(region: Region, line: ProductFamily): string | undefined {
  return TEAM_ADDRESSES[region][line];
}
