"use client";

import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { notify, prepareNotices } from "@/components/enhancements/notices";
import { ENQUIRY_LIMITS } from "@/lib/shared/enquiry-limits";
import { proofIsStale, sendEnquiry, settleProof } from "@/lib/client/send-enquiry";
import { ENQUIRY_ENDPOINT } from "@/lib/settings/public";
import { ArrowRightIcon } from "@/components/ui/icons";
import type { FormText } from "@/content/form-text";
import { FormField } from "./FormField";
import { FORM_READY, HELD_SUBMIT, HOLD_UNTIL_READY } from "@/lib/shared/held-submit";

export type ContactFormProps = {
  /** The form's labels, placeholders and notices (`formText` from content/form-text.ts). */
  text: FormText;
  /** The JSON key of the visitor's name: the contact page sends `fullName`, every other page `name`. */
  payload?: "name" | "fullName";
  /** How a failure is shown: the standard error toast, or the contact page's destructive one. */
  errorStyle?: "toast" | "destructive";
};

const empty = { name: "", email: "", company: "", message: "" };
type Fields = typeof empty;

export function ContactForm({ text, payload = "name", errorStyle = "toast" }: ContactFormProps) {
  const id = useId();
  const [fields, setFields] = useState<Fields>(empty);
  const [honeypot, setHoneypot] = useState("");
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const proof = useRef<{ solution: Promise<string | null>; startedAt: number } | null>(null);
  const form = useRef<HTMLFormElement>(null);

  /**
   * Starts the proof of work on first focus or input (its code loads then, not with the page), and again
   * once it is old enough for its challenge to expire before the enquiry arrives.
   */
  function startProof() {
    if (proof.current && !proofIsStale(proof.current.startedAt)) return;
    const solution = import("@/lib/client/proof-of-work").then((m) => m.proveEnquiry()).catch(() => null);
    proof.current = { solution, startedAt: Date.now() };
  }

  /** On first focus or input: the proof of work starts and the toaster mounts, ready for the outcome. */
  function prepare() {
    startProof();
    void prepareNotices().catch(() => undefined);
  }

  const update = (key: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  function fail(message: string = text.failure) {
    void notify("error", message, errorStyle === "destructive" ? { className: "toast-destructive" } : undefined);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // React has the send: the loader must not replay it once the form is ready.
    form.current?.removeAttribute(HELD_SUBMIT);
    void send(fields, honeypot);
  }

  async function send(values: Fields, trap: string) {
    if (sending.current) return;
    if (trap) {
      setFields(empty);
      void notify("success", text.success);
      return;
    }
    sending.current = true;
    setBusy(true);
    const body = { [payload]: values.name, email: values.email, company: values.company, message: values.message };
    const problem = await validate(body);
    if (problem) {
      sending.current = false;
      setBusy(false);
      fail(problem);
      return;
    }
    startProof();
    const solution = await settleProof(proof.current?.solution ?? null);
    const ok = await sendEnquiry(body, solution);
    // A solution is spent once the server sees it: the next enquiry proves itself afresh.
    proof.current = null;
    sending.current = false;
    setBusy(false);
    if (ok) {
      setFields(empty);
      void notify("success", text.success);
    } else {
      fail();
    }
  }

  /** Resolves to the first problem the shared zod schema finds, or null. */
  async function validate(body: Record<string, string>): Promise<string | null> {
    // The schema (and zod) load on first submit, keeping them out of the page's initial JavaScript.
    const schemas = await import("@/lib/shared/enquiry-schema").catch(() => null);
    if (!schemas) return null;
    const schema = payload === "fullName" ? schemas.enquiryWithFullNameSchema : schemas.enquiryWithNameSchema;
    const check = schema.safeParse(body);
    return check.success ? null : (check.error.issues[0]?.message ?? text.failure);
  }

  // The page loads its script when the visitor first focuses a field, so they may type, and even press
  // Send, before React hydrates: what is already in the fields becomes the form's state, nothing typed is
  // lost, and a send the page's loader held (HELD_SUBMIT, scripts/lib/load-on-intent.ts) goes now.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const typed = (name: string) =>
      (element.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? "";
    const before = {
      name: typed(payload),
      email: typed("email"),
      company: typed("company"),
      message: typed("message"),
    };
    if (Object.values(before).some(Boolean)) setFields(before);
    const trap = typed("website");
    if (trap) setHoneypot(trap);
    const held = element.hasAttribute(HELD_SUBMIT);
    element.removeAttribute(HELD_SUBMIT);
    element.setAttribute(FORM_READY, "");
    if (held) void send(before, trap);
    // Runs once, when the form hydrates; `send` reads only refs and the values passed to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payload]);

  const field = (key: keyof Fields | "website") => `${id}-${key}`;

  return (
    <form
      ref={form}
      method="post"
      action={ENQUIRY_ENDPOINT}
      onSubmit={submit}
      onFocus={prepare}
      onInput={prepare}
      aria-busy={busy}
      className="grid gap-6 sm:grid-cols-2"
      data-testid="contact-form"
      {...{ [HOLD_UNTIL_READY]: "" }}
    >
      <FormField
        id={field("name")}
        label={text.labels.name}
        name={payload}
        type="text"
        required
        autoComplete="name"
        maxLength={ENQUIRY_LIMITS.name}
        placeholder={text.placeholders.name}
        value={fields.name}
        onChange={update("name")}
      />
      <FormField
        id={field("email")}
        label={text.labels.email}
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={ENQUIRY_LIMITS.email}
        placeholder={text.placeholders.email}
        value={fields.email}
        onChange={update("email")}
      />
      <FormField
        id={field("company")}
        label={text.labels.company}
        className="sm:col-span-2"
        name="company"
        type="text"
        autoComplete="organization"
        maxLength={ENQUIRY_LIMITS.company}
        placeholder={text.placeholders.company}
        value={fields.company}
        onChange={update("company")}
      />
      <FormField
        multiline
        id={field("message")}
        label={text.labels.message}
        className="sm:col-span-2"
        name="message"
        required
        rows={6}
        maxLength={ENQUIRY_LIMITS.message}
        placeholder={text.placeholders.message}
        value={fields.message}
        onChange={update("message")}
      />
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={field("website")}>{text.honeypot}</label>
        <input
          id={field("website")}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-small text-muted">
          {text.requiredNote} {text.privacy.text}{" "}
          <a href={text.privacy.href} className="font-medium text-ink-900 underline underline-offset-2">
            {text.privacy.link}
          </a>
          .
        </p>
        <button
          type="submit"
          disabled={busy}
          className="group inline-flex min-h-12 shrink-0 items-center justify-center gap-3 whitespace-nowrap rounded-pill bg-ink-900 px-8 py-3.5 text-body font-semibold text-white transition-colors hover:bg-ink-700 disabled:cursor-wait disabled:bg-ink-600"
        >
          {busy ? text.sending : text.submit}
          {!busy && <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-1" />}
        </button>
      </div>
    </form>
  );
}
