import type { InputHTMLAttributes, TextareaHTMLAttributes } from "react";

const controlStyles =
  "mt-2 block w-full rounded-xl border border-line bg-surface-raised px-4 py-3.5 text-body text-ink-900 placeholder:text-muted/80 transition-colors hover:border-ink-600/40 focus:border-ink-900 focus:outline-none focus-visible:outline-3 focus-visible:outline-accent-strong";

type Common = { id: string; label: string; className?: string };
type InputProps = Common & { multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">;
type TextareaProps = Common & { multiline: true } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    "id" | "className"
  >;

/** A visible label paired with its input or textarea through `for`/`id`. */
export function FormField(props: InputProps | TextareaProps) {
  const { id, label, className = "" } = props;
  return (
    <div className={className}>
      <label htmlFor={id} className="text-small font-semibold">
        {label}
      </label>
      {props.multiline ? <TextArea {...props} /> : <Input {...props} />}
    </div>
  );
}

function Input({ label, className, multiline, ...rest }: InputProps) {
  return <input {...rest} className={controlStyles} />;
}

function TextArea({ label, className, multiline, ...rest }: TextareaProps) {
  return <textarea {...rest} className={`${controlStyles} resize-y`} />;
}
