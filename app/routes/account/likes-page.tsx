import { data, Form, Link, useActionData } from "react-router";
import { VisualiserLink } from "../../visualiser/VisualiserLink";
import type { Route } from "./+types/likes-page";
import { CONTENT_ID } from "../../../core/catalogue/content-id";
import { swatchUrl } from "../../../core/catalogue/image-urls";
import { familyNavLabel, SPEC_PACK_FILES } from "../../../core/routing/manifest";
import { toProductCard, type ProductCard } from "../../../core/product/product-view";
import { pageMeta } from "../../routing/page-meta";
import { useRootData, useT } from "../../i18n/use-i18n";
import { accountHref, accountPageData, accountRequest, nextPage, seeOther, requireUser } from "../../accounts/account-route.server";
import { CsrfField } from "../../forms/CsrfField";
import { POST_FEEDBACK } from "../../forms/post-feedback";
import { redirectBack } from "../../routing/redirect";
import type { MessageKey } from "../../../core/i18n/translate";
import "../../accounts/account.css";

interface LikeGroup {
  labelKey: MessageKey;
  cards: ProductCard[];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { page, visitor, services } = accountRequest(context);
  const user = requireUser(page, visitor, "likes");
  const ids = await services.likes.list(user.id);
  const view = { region: page.region, locale: page.locale, language: page.language, collection: (code: string) => services.catalogue.collection(code) };
  const groups = new Map<string, LikeGroup>();
  let unavailable = 0;
  for (const id of ids) {
    const product = services.catalogue.product(id, page.region);
    if (!product) {
      unavailable++;
      continue;
    }
    const labelKey = familyNavLabel(product.family) as MessageKey;
    let group = groups.get(labelKey);
    if (!group) groups.set(labelKey, (group = { labelKey, cards: [] }));
    group.cards.push(toProductCard(product, view));
  }
  const count = ids.length - unavailable;
  // The spec pack's downloads, in the visitor's language (the `lang` of the page, if any).
  const packs = count ? { csv: accountHref(page, `likes/${SPEC_PACK_FILES.csv}`), pdf: accountHref(page, `likes/${SPEC_PACK_FILES.pdf}`) } : null;
  return { ...accountPageData(context), groups: [...groups.values()], count, unavailable, packs };
}

/**
 * `like` and `unlike` (a content id). Signed out, a like cannot be kept: without JavaScript the
 * visitor goes to sign-in, which completes it; with it (`js=1`) the page shows the spec's message.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { page, visitor, services } = accountRequest(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const contentId = String(form.get("contentId") ?? "");
  const returnTo = String(form.get("returnTo") ?? "");
  const script = form.get("js") === "1";
  if ((intent !== "like" && intent !== "unlike") || !CONTENT_ID.test(contentId)) return data({ ok: false, error: "form.error.invalid" }, { status: 400 });
  const user = visitor.user;
  if (!user) {
    const signIn = accountHref(page, "sign-in", new URLSearchParams({ returnTo: nextPage(page, returnTo, "likes"), ...(intent === "like" ? { like: contentId } : {}) }));
    return script ? data({ ok: false, signedOut: true, signInHref: signIn }, { status: 401 }) : seeOther(signIn);
  }
  if (intent === "like") {
    if (!services.catalogue.product(contentId, page.region)) return data({ ok: false, error: "form.error.invalid" }, { status: 400 });
    await services.likes.add(user.id, contentId);
  } else await services.likes.remove(user.id, contentId);
  if (script) return data({ ok: true, liked: intent === "like" });
  // Without JavaScript: back to the page the heart was on, which says the product was saved.
  return intent === "like" ? redirectBack(returnTo, accountHref(page, "likes"), POST_FEEDBACK.liked) : seeOther(nextPage(page, returnTo, "likes"));
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.page);

export default function LikesPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { imageBase } = useRootData();
  useActionData<typeof action>();
  const { page, csrf, groups, count, unavailable, packs } = loaderData;
  return (
    <div className="page account-page likes-page">
      <div>
        <h1>{page.heading}</h1>
        <p>{t("likes.count", { count })}</p>
      </div>
      {count === 0 ? <p>{t("likes.empty")}</p> : null}
      {packs ? (
        <p className="likes-downloads">
          {/* Plain links: the browser downloads the file (Content-Disposition: attachment). */}
          <a className="button button--secondary" href={packs.csv} download>
            {t("likes.exportCsv")}
          </a>
          <a className="button button--secondary" href={packs.pdf} download>
            {t("likes.exportPdf")}
          </a>
        </p>
      ) : null}
      {groups.map((group) => (
        <section key={group.labelKey} className="likes-group" aria-labelledby={`likes-${group.labelKey}`}>
          <h2 id={`likes-${group.labelKey}`}>{t(group.labelKey)}</h2>
          <ul className="likes-list">
            {group.cards.map((card) => (
              <li key={card.contentId} className="likes-item">
                <img src={swatchUrl(imageBase, card.image, 160, "webp")} alt="" width={80} height={80} loading="lazy" decoding="async" />
                <div className="likes-item__text">
                  <Link to={card.href}>{card.name}</Link>
                  <span>
                    {card.itemNumber}
                    {card.collection ? ` · ${card.collection.name}` : ""}
                  </span>
                  <VisualiserLink contentId={card.contentId} name={card.name} />
                </div>
                <Form method="post" reloadDocument>
                  <CsrfField token={csrf} />
                  <input type="hidden" name="intent" value="unlike" />
                  <input type="hidden" name="contentId" value={card.contentId} />
                  <button type="submit" className="button button--secondary">
                    <span aria-hidden="true">✕</span>
                    <span className="visually-hidden">{t("likes.remove", { name: card.name })}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {unavailable ? <p>{t("likes.unavailable")}: {unavailable}</p> : null}
    </div>
  );
}
