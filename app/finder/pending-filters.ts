import type { Selections } from "../../core/finder/filter-path";

/**
 * The selections a filter form holds right now (ticked, not yet applied). A selected value the form
 * shows no checkbox for (a facet listing only its top values) stays selected: the form cannot untick
 * what it does not show.
 */
export function formSelections(form: HTMLFormElement, facetNames: readonly string[], applied: Selections): Selections {
  const data = new FormData(form);
  const selections: Record<string, string[]> = {};
  for (const name of facetNames) {
    const shown = new Set([...form.querySelectorAll<HTMLInputElement>("input[type=checkbox]")].filter((box) => box.name === name).map((box) => box.value));
    const ticked = data.getAll(name).map(String);
    const hidden = (applied[name] ?? []).filter((code) => !shown.has(code));
    const codes = [...new Set([...ticked, ...hidden])];
    if (codes.length > 0) selections[name] = codes;
  }
  return selections;
}

/** How many values differ between two selections (ticked in one and not the other). */
export function changedValues(a: Selections, b: Selections): number {
  let changes = 0;
  for (const name of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const left = new Set(a[name] ?? []);
    const right = new Set(b[name] ?? []);
    for (const code of left) if (!right.has(code)) changes++;
    for (const code of right) if (!left.has(code)) changes++;
  }
  return changes;
}

/** A stable text for a finder state: the same selections, search, sort and grouping give the same key. */
export function selectionsKey(selections: Selections, extra: readonly string[] = []): string {
  const sorted = Object.keys(selections)
    .filter((name) => (selections[name]?.length ?? 0) > 0)
    .sort()
    .map((name) => `${name}=${[...selections[name]!].sort().join(",")}`);
  return [...sorted, ...extra].join("&");
}
