/** One filter of a staff list: a labelled select whose first choice is "all". */
export function FilterSelect({ name, label, allLabel, value, options }: { name: string; label: string; allLabel: string; value: string | null; options: readonly { value: string; label: string }[] }) {
  const id = `filter-${name}`;
  return (
    <div className="field staff-filter">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
