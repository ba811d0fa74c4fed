/**
 * A product document's link is a key until it renders: loaders and view models pass the key (which
 * product, which version of it, which document, which language), and this one function writes the
 * path, wherever a link is shown (the product page, the industrial pages, the API). The documents
 * router (server/documents/) reads the same shape back.
 */
import type { ContentLanguage, DocumentType } from "../catalogue/enums";
import { DOCUMENTS_BASE } from "../catalogue/media";

export interface DocumentKey {
  contentId: string;
  /** Hash of everything the document shows (core/catalogue/media.ts `documentVersion`). */
  version: string;
  type: DocumentType;
  language: ContentLanguage;
}

/** `/documents/{contentId}/{version}/{type}-{language}.pdf` */
export function documentPath(key: DocumentKey): string {
  return `${DOCUMENTS_BASE}/${key.contentId}/${key.version}/${key.type}-${key.language}.pdf`;
}
