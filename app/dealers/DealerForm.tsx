import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useT } from "../i18n/use-i18n";
import type { WhereToBuyData } from "./WhereToBuy";

/** Three decimals (about 100 m) are plenty to rank dealers, and say less about where someone is. */
const round = (value: number) => String(Math.round(value * 1000) / 1000);
const never = () => () => {};
/** False on the server and while hydrating (the HTML has no button), then whether geolocation exists. */
const useCanLocate = () => useSyncExternalStore(never, () => "geolocation" in navigator, () => false);

/**
 * The GET form: works as plain HTML. "Use my location" appears only once the page runs and the
 * browser has geolocation; it fills lat/lon and submits the same form.
 */
export function DealerForm({ data }: { data: WhereToBuyData }) {
  const t = useT();
  const { form, brands, types, problem } = data;
  const formRef = useRef<HTMLFormElement>(null);
  const canLocate = useCanLocate();
  const [locating, setLocating] = useState<"idle" | "busy" | "failed">("idle");
  const [here, setHere] = useState<{ lat: string; lon: string } | null>(null);
  // Submit once React has written the coordinates into the hidden fields.
  useEffect(() => {
    if (here) formRef.current?.requestSubmit();
  }, [here]);

  const locate = () => {
    setLocating("busy");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const place = formRef.current?.elements.namedItem("q");
        if (place instanceof HTMLInputElement) place.value = "";
        setHere({ lat: round(position.coords.latitude), lon: round(position.coords.longitude) });
      },
      () => setLocating("failed"),
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };
  const placeInvalid = problem?.key === "dealers.problem.placeTooLong";

  return (
    <form ref={formRef} method="get" className="dealer-form" role="search" aria-label={t("dealers.formLabel")}>
      <div className={placeInvalid ? "field field--invalid dealer-form__place" : "field dealer-form__place"}>
        <label htmlFor="dealer-place">{t("dealers.place")}</label>
        <input id="dealer-place" name="q" type="search" defaultValue={form.place} maxLength={form.maxPlace} autoComplete="address-level2" aria-describedby="dealer-place-hint" aria-invalid={placeInvalid || undefined} />
        <p className="field__hint" id="dealer-place-hint">
          {t("dealers.placeHint")}
        </p>
      </div>
      <div className="field">
        <label htmlFor="dealer-brand">{t("dealers.brand")}</label>
        <select id="dealer-brand" name="brand" defaultValue={form.brand}>
          <option value="">{t("dealers.brandAll")}</option>
          {brands.map((brand) => (
            <option key={brand.code} value={brand.code}>
              {t(brand.label)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="dealer-type">{t("dealers.type")}</label>
        <select id="dealer-type" name="type" defaultValue={form.type}>
          <option value="">{t("dealers.typeAll")}</option>
          {types.map((type) => (
            <option key={type.code} value={type.code}>
              {t(type.label)}
            </option>
          ))}
        </select>
      </div>
      {here ? (
        <>
          <input type="hidden" name="lat" value={here.lat} />
          <input type="hidden" name="lon" value={here.lon} />
        </>
      ) : null}
      <div className="dealer-form__actions">
        <button type="submit" className="button button--primary">
          {t("dealers.search")}
        </button>
        {canLocate ? (
          <button type="button" className="button button--secondary" onClick={locate} disabled={locating === "busy"}>
            {t(locating === "busy" ? "dealers.locating" : "dealers.useLocation")}
          </button>
        ) : null}
      </div>
      {locating === "failed" ? (
        <p className="form-errors dealer-form__located" role="alert">
          {t("dealers.locationFailed")}
        </p>
      ) : null}
    </form>
  );
}
