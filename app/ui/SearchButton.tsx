import { Icon } from "./Icon";

/** The magnifier submit button of a search box. */
export function SearchButton({ label }: { label: string }) {
  return (
    <button type="submit" className="search__submit">
      <span className="visually-hidden">{label}</span>
      <Icon name="search" />
    </button>
  );
}
