/**
 * A surface's roughness in the viewer from its finish, ordered as the finishes look: polished
 * mirrors the room, gloss a little less, brushed and leather soften it, matte and velvet touch
 * scatter it. Replaced by the material pack's `materialRoughness` once item 1 of issue 28 lands.
 */
import type { Finish } from "../catalogue/enums";

const BY_FINISH: Record<Finish, number> = { polished: 0.12, gloss: 0.2, brushed: 0.45, leather: 0.6, matte: 0.72, "velvet-touch": 0.85 };

export function finishRoughness(finish: Finish | undefined): number {
  return finish ? BY_FINISH[finish] : 0.5;
}
