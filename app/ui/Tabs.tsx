import * as RadixTabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

/**
 * Tabs on Radix primitives: roving focus, arrow keys and ARIA roles come from the library.
 * Every panel is rendered (inactive ones hidden by CSS), so their content is in the server HTML.
 */
export function Tabs({ items, label, defaultId }: { items: readonly TabItem[]; label: string; defaultId?: string }) {
  return (
    <RadixTabs.Root className="tabs" defaultValue={defaultId ?? items[0]?.id}>
      <RadixTabs.List className="tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.id} value={item.id} className="tabs__trigger">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.id} value={item.id} className="tabs__panel" forceMount>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
