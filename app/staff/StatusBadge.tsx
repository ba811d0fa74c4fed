/** A status as a quiet label; its colour only repeats the word, never replaces it. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`status-badge status-badge--${status.replace(/[^a-z_]/g, "")}`}>{label}</span>;
}
