import { Link } from "react-router";
import type { Translate } from "../../core/i18n/translate";
import type { CategoryMenu, MenuGroupKey } from "../../core/routing/navigation";
import { usePageHref, useT } from "../i18n/use-i18n";

/** A group's heading (the overview and the one finder come first, under the category's own name). */
const GROUP_HEADINGS = {
  about: "nav.group.about",
  applications: "nav.group.applications",
  types: "nav.group.types",
  finders: "nav.group.finders",
  pages: "nav.group.pages",
  collections: "nav.group.collections",
} as const;

export interface ExtraGroup {
  name: "collections";
  links: Array<{ label: string; pagePath: string }>;
}

/**
 * Every page of one category, grouped: the header's menu panel and the products overview page
 * both render this, so the two always list the same pages.
 */
export function CategoryLinks({ menu, extra = [], headingLevel }: { menu: CategoryMenu; extra?: readonly ExtraGroup[]; headingLevel: "h3" | "p" }) {
  const t = useT();
  const href = usePageHref();
  const groups = [
    ...menu.groups.map((group) => ({ name: group.name as MenuGroupKey | "collections", links: group.links.map((link) => ({ label: t(link.labelKey), pagePath: link.pagePath })) })),
    ...extra,
  ];
  const Heading = headingLevel;
  return (
    <>
      {groups.map((group) => {
        const id = `${menu.id}-${group.name}-${headingLevel}`;
        return (
          <div key={group.name} className="category-links__group">
            {group.name === "main" ? null : (
              <Heading id={id} className="category-links__heading">
                {headingOf(t, group.name)}
              </Heading>
            )}
            <ul aria-labelledby={group.name === "main" ? undefined : id}>
              {group.links.map((link) => (
                <li key={link.pagePath}>
                  <Link to={href(link.pagePath)}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

function headingOf(t: Translate, name: Exclude<MenuGroupKey, "main"> | "collections"): string {
  return t(GROUP_HEADINGS[name]);
}
