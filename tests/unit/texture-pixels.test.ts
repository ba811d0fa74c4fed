/**
 * The procedural textures give exactly the pixels they gave when these hashes were recorded (from
 * the per-texture pixel loops, before they shared one scaffold in textures/common.ts). A change
 * that moves any pixel of any texture by one level fails here; if a look is changed on purpose,
 * bump the renderer version (core/catalogue/media.ts) and record the hashes again with
 * `RECORD_TEXTURE_HASHES=1 npx vitest run tests/unit/texture-pixels.test.ts`.
 *
 * Each texture is rendered in a light and a dark colourway (several textures branch on the base's
 * lightness): whole at 64 and 160 px, and as a band of rows of a 2400 px render, where the fine
 * detail (grain, pores, cleavage lines, twist) that small sizes fade out is drawn. The band is
 * rendered in two slices, as the cooperative renderer does.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TEXTURES, type Texture } from "../../core/catalogue/enums";
import type { Swatch } from "../../core/catalogue/model";
import { createTextureRenderer, renderPixels } from "../../demo/catalogue/textures";

const COLOURWAYS: [base: string, accent: string][] = [
  ["#e9e4da", "#8a6f58"],
  ["#1e1e20", "#b0935e"],
];

function hash(pixels: Uint8ClampedArray): string {
  return createHash("sha256").update(pixels).digest("hex").slice(0, 16);
}

function band(swatch: Swatch, size: number, outputSize: number, y0: number, rows: number): Uint8ClampedArray {
  const out = new Uint8ClampedArray(size * size * 3);
  const renderer = createTextureRenderer(swatch, size, outputSize);
  const mid = y0 + (rows >> 1);
  renderer.renderRows(out, y0, mid);
  renderer.renderRows(out, mid, y0 + rows);
  return out.subarray(y0 * size * 3, (y0 + rows) * size * 3);
}

function hashesOf(texture: Texture): Record<string, string> {
  const result: Record<string, string> = {};
  COLOURWAYS.forEach(([base, accent], c) => {
    const swatch: Swatch = { texture, base, accent, seed: 1234 + 17 * c };
    result[`${c}/64`] = hash(renderPixels(swatch, 64));
    result[`${c}/160`] = hash(renderPixels(swatch, 160));
    result[`${c}/2400 band`] = hash(band(swatch, 2400, 2400, 1190, 12));
    if (texture === "textile") result[`${c}/1280 for 640 band`] = hash(band(swatch, 1280, 640, 600, 12));
  });
  return result;
}

// Recorded at 7320d2f (before the shared pixel scaffold).
const EXPECTED: Record<Texture, Record<string, string>> = {
  solid: {
    "0/64": "eda6915bd8011f27",
    "0/160": "d89412b69e366e5e",
    "0/2400 band": "4bf293f3faf0d134",
    "1/64": "a1a260b4d8a43f10",
    "1/160": "19595611da4fcceb",
    "1/2400 band": "4b4ad3b163c43b22",
  },
  sparkle: {
    "0/64": "5a341b74e103e220",
    "0/160": "97dff76d026067dd",
    "0/2400 band": "7ed389b7efb82662",
    "1/64": "c4639ef7c7287c4a",
    "1/160": "dce1acfa76ffe60b",
    "1/2400 band": "591d579617dc2d5f",
  },
  granite: {
    "0/64": "c51d2d248776b5d0",
    "0/160": "6eb005ebed848ff5",
    "0/2400 band": "2ebe7326ac947a24",
    "1/64": "bdb78279ddd638cb",
    "1/160": "7473e136af4e0872",
    "1/2400 band": "743b790bcf9da5cd",
  },
  marble: {
    "0/64": "eefb1ebb69c897cf",
    "0/160": "26f81e788e923e0f",
    "0/2400 band": "a22197d5515d3f2c",
    "1/64": "9436f72d7b53f7d4",
    "1/160": "5edf8cf96042d583",
    "1/2400 band": "dabdeefa159a6375",
  },
  concrete: {
    "0/64": "3fce6acc5fd5c47d",
    "0/160": "a5ecc272175c1d38",
    "0/2400 band": "1dfcf4492123dced",
    "1/64": "495208308d095d86",
    "1/160": "6c3b6bece3ac3895",
    "1/2400 band": "a1d8846136c46fa4",
  },
  terrazzo: {
    "0/64": "b9d7458adb8fb9aa",
    "0/160": "1f1f0105bf9365e3",
    "0/2400 band": "798f1c3c6e8c0401",
    "1/64": "7a2d62ff7893ed6f",
    "1/160": "11fd8f176799aa40",
    "1/2400 band": "913f5f8f317c931f",
  },
  wood: {
    "0/64": "aed8dd4baa068f65",
    "0/160": "c94f8e96ca1d592e",
    "0/2400 band": "f1a81ee3e63bb162",
    "1/64": "9a1bd40441828784",
    "1/160": "d167a5fc69dde8ff",
    "1/2400 band": "1d239512a2df2b8d",
  },
  metal: {
    "0/64": "7104ed8eeadbb1ab",
    "0/160": "4ab592cb19c8ae60",
    "0/2400 band": "914a6bb5f99ee7ad",
    "1/64": "a98520e38a528167",
    "1/160": "129f80f0767fcd91",
    "1/2400 band": "83194b4a6b0ee897",
  },
  stone: {
    "0/64": "7fd128edfe7b5e1d",
    "0/160": "7c98e8051bca9792",
    "0/2400 band": "b5514d846e1ebf70",
    "1/64": "d98590987c3ddf85",
    "1/160": "ce7c8ec69c32edfc",
    "1/2400 band": "d93f97d1ad486bbe",
  },
  textile: {
    "0/64": "05f1cab11e984b5c",
    "0/160": "d42fa0cc8e69b145",
    "0/2400 band": "93ff3075b577eba7",
    "0/1280 for 640 band": "738381f1dc9e0638",
    "1/64": "563fada44ba60f26",
    "1/160": "b24c87182bd85fd4",
    "1/2400 band": "2e099cb4c267fea8",
    "1/1280 for 640 band": "e6e1e1d6d4d61275",
  },
};

describe("texture pixels", () => {
  if (process.env.RECORD_TEXTURE_HASHES) {
    // Hashes every texture at every size in one test: about 3 s, the ten tests below together.
    it("records", () => {
      const all = Object.fromEntries(TEXTURES.map((t) => [t, hashesOf(t)]));
      console.log(JSON.stringify(all, null, 2));
    }, 20_000);
    return;
  }
  for (const texture of TEXTURES) {
    it(`${texture}: the same pixels as recorded`, () => {
      expect(hashesOf(texture)).toEqual(EXPECTED[texture]);
    });
  }
});
