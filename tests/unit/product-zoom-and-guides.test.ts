/**
 * The zoom views' keyboard model (docs/decisions/0021-image-zoom.md) and the product guides' data:
 * which guides a product gets, and the brushed finish's care advice in the visitor's language.
 */
import type { KeyboardEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { EDGE_PROFILES } from "../../core/catalogue/enums";
import type { Product } from "../../core/catalogue/model";
import { seedGuides } from "../../demo/catalogue/guides";
import { EDGE_SECTIONS } from "../../app/product/guides/edge-profile-drawings";
import { productGuides } from "../../app/product/guides/guides-data.server";
import type { ZoomControl } from "../../app/product/zoom/use-panzoom";
import { handleZoomKey } from "../../app/product/zoom/zoom-keys";

function zoomAt(scale: number): ZoomControl {
  return { scale, zoomed: scale > 1, zoomIn: vi.fn(), zoomOut: vi.fn(), reset: vi.fn(), panBy: vi.fn() };
}

function press(key: string, zoom: ZoomControl, modifiers: Partial<Pick<KeyboardEvent, "ctrlKey" | "metaKey" | "altKey">> = {}) {
  const preventDefault = vi.fn();
  const used = handleZoomKey({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers, preventDefault } as unknown as KeyboardEvent, zoom);
  return { used, prevented: preventDefault.mock.calls.length > 0 };
}

describe("zoom keys", () => {
  it("zooms with + and =, out with -, − and _, and resets with 0", () => {
    const zoom = zoomAt(1);
    for (const key of ["+", "="]) expect(press(key, zoom)).toEqual({ used: true, prevented: true });
    for (const key of ["-", "−", "_"]) expect(press(key, zoom).used).toBe(true);
    expect(press("0", zoom).used).toBe(true);
    expect(zoom.zoomIn).toHaveBeenCalledTimes(2);
    expect(zoom.zoomOut).toHaveBeenCalledTimes(3);
    expect(zoom.reset).toHaveBeenCalledTimes(1);
  });

  it("leaves the arrows to the gallery at the whole image and pans with them when zoomed in", () => {
    const whole = zoomAt(1);
    for (const key of ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]) expect(press(key, whole)).toEqual({ used: false, prevented: false });
    expect(whole.panBy).not.toHaveBeenCalled();

    const zoomed = zoomAt(2);
    press("ArrowRight", zoomed);
    press("ArrowUp", zoomed);
    expect(zoomed.panBy).toHaveBeenNthCalledWith(1, 1, 0);
    expect(zoomed.panBy).toHaveBeenNthCalledWith(2, 0, -1);
  });

  it("leaves the browser's own zoom (Ctrl or Cmd with + and −) alone", () => {
    const zoom = zoomAt(1);
    expect(press("+", zoom, { ctrlKey: true }).used).toBe(false);
    expect(press("-", zoom, { metaKey: true }).used).toBe(false);
    expect(zoom.zoomIn).not.toHaveBeenCalled();
  });
});

const product = (fields: { edgeProfiles?: string[]; finish?: string }) =>
  ({ attributes: fields.edgeProfiles ? { edgeProfiles: fields.edgeProfiles } : {}, ...(fields.finish ? { finish: fields.finish } : {}) }) as unknown as Product;

describe("product guides", () => {
  const guides = seedGuides();

  it("offers both guides, with the brushed care advice in the visitor's language, to a brushed product with edges", () => {
    const view = productGuides(product({ edgeProfiles: ["eased", "knife"], finish: "brushed" }), guides, "ja");
    expect(view?.edgeProfiles).toEqual(["eased", "knife"]);
    expect(view?.finish).toBe("brushed");
    expect(view?.brushedCare?.lines).toEqual(guides.finishCare.brushed.ja);
    expect(view?.brushedCare?.fellBackToEnglish).toBe(false);
  });

  it("offers only the edge guide when the finish is not one the finish guide describes, and nothing without either", () => {
    expect(productGuides(product({ edgeProfiles: ["roman"], finish: "matte" }), guides, "en")).toEqual({ edgeProfiles: ["roman"], finish: null, brushedCare: null });
    expect(productGuides(product({ finish: "gloss" }), guides, "en")).toBeNull();
    expect(productGuides(product({ finish: "velvet-touch" }), guides, "de")?.finish).toBe("velvet-touch");
  });

  it("says when the care advice falls back to English", () => {
    const englishOnly = { ...guides, finishCare: { ...guides.finishCare, brushed: { en: ["Clean along the grain."] } } };
    expect(productGuides(product({ finish: "polished" }), englishOnly, "ru")?.brushedCare).toEqual({ lines: ["Clean along the grain."], fellBackToEnglish: true });
  });

  it("gives no care advice when the catalogue has no guides, and still offers the guides' drawings", () => {
    expect(productGuides(product({ edgeProfiles: ["eased"], finish: "brushed" }), null, "en")).toMatchObject({ edgeProfiles: ["eased"], finish: "brushed", brushedCare: null });
  });

  it("draws every edge profile from the top surface down to the underside", () => {
    for (const profile of EDGE_PROFILES) expect(EDGE_SECTIONS[profile], profile).toMatch(/^H[\d.]+ .*(?:[ V])18$/);
  });
});
