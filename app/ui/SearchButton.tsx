/** The magnifier submit button of a search box. */
export function SearchButton({ label }: { label: string }) {
  return (
    <button type="submit" className="search__submit">
      <span className="visually-hidden">{label}</span>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
    </button>
  );
}
