import type { DocumentType } from "../../core/catalogue/enums";
import type { MessageKey } from "../../core/i18n/translate";
import { documentTypeKey } from "../../core/i18n/enum-keys";
import { documentPath } from "../../core/routing/document-path";
import type { PageDocument } from "./product-page-data.server";
import { useT } from "../i18n/use-i18n";
import "../styles/product-specs.css";

/** Documents by what a reader wants from them: choosing, proving, or working with the product. */
const GROUPS: ReadonlyArray<[MessageKey, readonly DocumentType[]]> = [
  ["spec.docs.product", ["catalogue", "technical-datasheet"]],
  ["spec.docs.compliance", ["certification", "test-report", "warranty"]],
  ["spec.docs.installation", ["installation-guide", "fabrication-manual", "care-and-maintenance"]],
];

/** Each document in the visitor's language where published, with its language and, when known, its size. */
export function ProductDocuments({ documents }: { documents: PageDocument[] }) {
  const t = useT();
  if (!documents.length) return null;
  return (
    <section className="product-documents" aria-labelledby="documents">
      <h2 id="documents">{t("product.documents")}</h2>
      <div className="product-documents__groups">
        {GROUPS.map(([title, types]) => {
          const docs = documents.filter((doc) => types.includes(doc.type));
          if (!docs.length) return null;
          return (
            <div key={title}>
              <h3>{t(title)}</h3>
              <ul>
                {docs.map((doc) => (
                  <li key={doc.type}>
                    <a href={documentPath(doc.key)} hrefLang={doc.language} type="application/pdf">
                      {/* Written without classes (product-specs.css): the name, then its format, language and size. */}
                      <span>{t(documentTypeKey(doc.type))}</span>
                      <small>
                        <span>PDF</span>
                        <span>{doc.languageName}</span>
                        {doc.size ? <span>{doc.size}</span> : null}
                      </small>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
