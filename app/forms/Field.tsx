import type { InputHTMLAttributes } from "react";
import type { MessageKey } from "../../core/i18n/translate";
import { useT } from "../i18n/use-i18n";

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "name"> {
  name: string;
  label: string;
  /** A message key from the server's validation, shown beside the field. */
  error?: string | undefined;
  hint?: string;
}

/** A labelled input whose server error sits beside it, named by aria-describedby and aria-invalid. */
export function Field({ name, label, error, hint, id = `field-${name}`, ...input }: FieldProps) {
  const t = useT();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={error ? "field field--invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined} {...input} />
      {error ? (
        <p className="field__error" id={errorId}>
          {t(error as MessageKey)}
        </p>
      ) : null}
    </div>
  );
}
