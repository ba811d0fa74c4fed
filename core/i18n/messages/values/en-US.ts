import type { CatalogueOverrides } from "../../types";
import { usSpelling } from "../../us-spelling";
import { enValues } from "./en";

/**
 * American names of the catalogue's vocabulary: the British ones respelled with the word list the
 * catalogue's prose already goes through ("Brand color film", "Kitchen countertops"), so the two
 * cannot drift.
 */
export const enUSValues: CatalogueOverrides = Object.fromEntries(
  Object.entries(enValues).flatMap(([key, british]) => {
    const american = usSpelling(british);
    return american === british ? [] : [[key, american]];
  }),
);
