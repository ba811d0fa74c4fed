import { Form, Link } from "react-router";
import { downloadUrl } from "../../core/catalogue/image-urls";
import type { SceneId } from "../../core/visualiser/scenes";
import { CAMERA_PARAM, LIGHT_IDS, VIEW_IDS, type VisualiserState } from "../../core/visualiser/state";
import type { PageData } from "../routing/page-data.server";
import { usePageHref, useRootData, useT } from "../i18n/use-i18n";
import { Breadcrumb, useHomeCrumb } from "../ui/Breadcrumb";
import type { VisualiserProduct } from "./visualiser-data.server";
import { stateHref } from "./visualiser-links";
import { VisualiserStage } from "./VisualiserStage";
import { VisualiserSwitcher } from "./VisualiserSwitcher";

interface VisualiserPageProps {
  page: PageData;
  product: VisualiserProduct | null;
  compare: VisualiserProduct | null;
  scenes: SceneId[];
  state: VisualiserState | null;
}

/**
 * The visualiser page: the stage (a still first, the 3D view once three.js has loaded), the scene
 * described in words, controls that are links and buttons changing the URL (so they work without
 * JavaScript, are shared and go back), the way to other products, and the product's links.
 */
export function VisualiserPage({ page, product, compare, scenes, state }: VisualiserPageProps) {
  const t = useT();
  const homeCrumb = useHomeCrumb();
  const href = usePageHref();
  const { region, locale, imageBase } = useRootData();
  if (!product || !state) {
    return (
      <div className="page visualiser-page">
        <Breadcrumb items={[homeCrumb, { label: page.heading }]} />
        <h1>{page.heading}</h1>
        <p>{t("visualiser.choose")}</p>
        <VisualiserSwitcher current={null} />
      </div>
    );
  }
  const link = (change: Partial<VisualiserState>) => stateHref(region, locale, state, scenes[0] ?? state.scene, change);
  return (
    <div className="page visualiser-page">
      <Breadcrumb items={[homeCrumb, { label: product.name, href: href(product.path) }, { label: page.heading }]} />
      <h1>{page.heading}</h1>
      {scenes.length === 0 ? <p>{t("visualiser.noScene")}</p> : null}
      <div className="visualiser">
        <VisualiserStage product={product} compare={compare} state={state} hasScene={scenes.length > 0} />
        <div className="visualiser__panel" role="group" aria-label={t("visualiser.controls")}>
          {scenes.length > 1 ? (
            <nav aria-label={t("visualiser.sceneLabel")} className="visualiser__choice">
              <h2 className="visualiser__label">{t("visualiser.sceneLabel")}</h2>
              <ul>
                {scenes.map((scene) => (
                  <li key={scene}>
                    <Link to={link({ scene, view: "overview" })} aria-current={scene === state.scene ? "page" : undefined} preventScrollReset>
                      {t(`visualiser.scene.${scene}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <ChoiceButtons name={CAMERA_PARAM} label={t("visualiser.viewLabel")} values={VIEW_IDS} current={state.view} text={(view) => t(`visualiser.view.${view}`)} href={(view) => link({ view })} />
          <ChoiceButtons name="light" label={t("visualiser.lightLabel")} values={LIGHT_IDS} current={state.light} text={(light) => t(`visualiser.light.${light}`)} href={(light) => link({ light })} />
          {compare ? (
            <p className="visualiser__compare">
              {t("visualiser.compareNote", { left: product.name, right: compare.name })}{" "}
              <Link to={link({ compare: null })} preventScrollReset>
                {t("visualiser.compareStop")}
              </Link>
            </p>
          ) : null}
          <VisualiserSwitcher current={state} defaultScene={scenes[0] ?? state.scene} />
          <section aria-labelledby="visualiser-links" className="visualiser__links">
            <h2 id="visualiser-links" className="visualiser__label">
              {t("visualiser.links")}
            </h2>
            <ul>
              <li>
                <Link to={href(product.path)}>{t("visualiser.productPage", { name: product.name })}</Link>
              </li>
              <li>
                <a href={product.pack} type="application/zip" download>
                  {t("product.material.download")}
                </a>
              </li>
              <li>
                <a href={downloadUrl(imageBase, product.image, product.slug)} download>
                  {t("visualiser.downloadImage")}
                </a>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}

/**
 * A one-of-several choice (view, light) as buttons that say which is on, in a GET form: pressing
 * one goes to the URL of the state with that value, so the keyboard, the back button and a shared
 * URL all work, with or without JavaScript.
 */
function ChoiceButtons<T extends string>({ name, label, values, current, text, href }: { name: string; label: string; values: readonly T[]; current: T; text: (value: T) => string; href: (value: T) => string }) {
  const target = href(current);
  const [action, search = ""] = target.split("?");
  const keep = [...new URLSearchParams(search)].filter(([key]) => key !== name);
  return (
    <Form method="get" action={action} className="visualiser__choice" preventScrollReset>
      {keep.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <div role="group" aria-label={label}>
        <h2 className="visualiser__label" aria-hidden="true">
          {label}
        </h2>
        <ul>
          {values.map((value) => (
            <li key={value}>
              <button type="submit" name={name} value={value} aria-pressed={value === current} className="visualiser__button">
                {text(value)}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Form>
  );
}
