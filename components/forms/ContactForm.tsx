"use client";

import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { ENQUIRY_LIMITS } from "@/lib/enquiry-limits";
import { sendEnquiry } from "@/lib/send-enquiry";
import { ArrowRightIcon } from "@/components/ui/icons";
import { FormField } from "./FormField";

export const SUCCESS_MESSAGE = "Message sent! We'll get back to you soon.";
export const FAILURE_MESSAGE = "Failed to send message. Please try again.";

type Props = {
  /** The contact page sends `fullName`; every other page sends `name`. */
  nameKey?: "name" | "fullName";
};

const empty = { name: "", email: "", company: "", message: "" };
type Fields = typeof empty;

export function ContactForm({ nameKey = "name" }: Props) {
  const id = useId();
  const [fields, setFields] = useState<Fields>(empty);
  const [honeypot, setHoneypot] = useState("");
  const [sending, setSending] = useState(false);
  const destructive = nameKey === "fullName";

  const update = (key: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  function fail(message = FAILURE_MESSAGE) {
    toast.error(message, destructive ? { className: "toast-destructive" } : undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (honeypot) {
      setFields(empty);
      toast.success(SUCCESS_MESSAGE);
      return;
    }
    setSending(true);
    const body = { [nameKey]: fields.name, email: fields.email, company: fields.company, message: fields.message };
    const problem = await validate(body);
    if (problem) {
      setSending(false);
      fail(problem);
      return;
    }
    const ok = await sendEnquiry(body);
    setSending(false);
    if (ok) {
      setFields(empty);
      toast.success(SUCCESS_MESSAGE);
    } else {
      fail();
    }
  }

  /** Resolves to the first problem the shared zod schema finds, or null. */
  async function validate(body: Record<string, string>): Promise<string | null> {
    // The schema (and zod) load on first submit, keeping them out of the page's initial JavaScript.
    const schemas = await import("@/lib/enquiry-schema").catch(() => null);
    if (!schemas) return null;
    const schema = nameKey === "fullName" ? schemas.enquiryWithFullNameSchema : schemas.enquiryWithNameSchema;
    const check = schema.safeParse(body);
    return check.success ? null : (check.error.issues[0]?.message ?? FAILURE_MESSAGE);
  }

  const field = (key: keyof Fields | "website") => `${id}-${key}`;

  return (
    <form onSubmit={submit} aria-busy={sending} className="grid gap-6 sm:grid-cols-2" data-testid="contact-form">
      <FormField
        id={field("name")}
        label="Full Name *"
        name={nameKey}
        type="text"
        required
        autoComplete="name"
        maxLength={ENQUIRY_LIMITS.name}
        placeholder="Insert your full name"
        value={fields.name}
        onChange={update("name")}
      />
      <FormField
        id={field("email")}
        label="Email Address *"
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={ENQUIRY_LIMITS.email}
        placeholder="Insert your email address"
        value={fields.email}
        onChange={update("email")}
      />
      <FormField
        id={field("company")}
        label="Company Name"
        className="sm:col-span-2"
        name="company"
        type="text"
        autoComplete="organization"
        maxLength={ENQUIRY_LIMITS.company}
        placeholder="Insert your company name"
        value={fields.company}
        onChange={update("company")}
      />
      <FormField
        multiline
        id={field("message")}
        label="Message *"
        className="sm:col-span-2"
        name="message"
        required
        rows={6}
        maxLength={ENQUIRY_LIMITS.message}
        placeholder="Tell us about your project: what you are building, for whom, and when you would like to launch"
        value={fields.message}
        onChange={update("message")}
      />
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={field("website")}>Leave this field empty</label>
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
        <p className="text-small text-muted">Fields marked * are required. We reply within 24 hours.</p>
        <button
          type="submit"
          disabled={sending}
          className="group inline-flex min-h-12 shrink-0 items-center justify-center gap-3 whitespace-nowrap rounded-pill bg-ink-900 px-8 py-3.5 text-body font-semibold text-white transition-colors hover:bg-ink-700 disabled:cursor-wait disabled:bg-ink-600"
        >
          {sending ? "Sending…" : "Send message"}
          {!sending && <ArrowRightIcon className="size-5 transition-transform group-hover:translate-x-1" />}
        </button>
      </div>
    </form>
  );
}
