import { z } from "./zod";
import { ENQUIRY_LIMITS } from "./enquiry-limits";

/** Control characters other than tab (\t), line feed (\n) and carriage return (\r). */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export { ENQUIRY_LIMITS };

/** Line breaks of every kind, including the Unicode line and paragraph separators and NEL. */
const LINE_BREAK = /[\n\r\u0085\u2028\u2029]/;

const cleanText = (label: string, max: number, lines: "one line" | "many lines" = "many lines") =>
  z
    .string({ error: `${label} must be text` })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { message: `${label} contains control characters` })
    .refine((value) => lines === "many lines" || !LINE_BREAK.test(value.trim()), {
      message: `${label} must be on one line`,
    })
    .transform((value) => value.trim())
    .pipe(z.string().max(max, { message: `${label} must be at most ${max} characters` }));

const requiredText = (label: string, max: number, lines: "one line" | "many lines" = "many lines") =>
  cleanText(label, max, lines).pipe(z.string().min(1, { message: `${label} is required` }));

const sharedFields = {
  email: requiredText("Email address", ENQUIRY_LIMITS.email).pipe(z.email({ message: "Email address is not valid" })),
  company: cleanText("Company name", ENQUIRY_LIMITS.company, "one line").optional().default(""),
  message: requiredText("Message", ENQUIRY_LIMITS.message),
};

/** Body sent by the home, service, technology and industry pages. */
export const enquiryWithNameSchema = z.strictObject({
  name: requiredText("Full name", ENQUIRY_LIMITS.name, "one line"),
  ...sharedFields,
});

/** Body sent by the contact page. */
export const enquiryWithFullNameSchema = z.strictObject({
  fullName: requiredText("Full name", ENQUIRY_LIMITS.name, "one line"),
  ...sharedFields,
});

/** One normalised enquiry: what the form asks for, whichever body shape it came in. */
export type Enquiry = z.output<typeof enquiryWithNameSchema>;

export type FieldErrors = { field: string; message: string }[];

/** Validates either body shape and returns one normalised enquiry, or the field errors. */
export function parseEnquiry(body: unknown): { ok: true; enquiry: Enquiry } | { ok: false; errors: FieldErrors } {
  const isContactShape = typeof body === "object" && body !== null && !Array.isArray(body) && "fullName" in body;
  const result = isContactShape ? enquiryWithFullNameSchema.safeParse(body) : enquiryWithNameSchema.safeParse(body);
  if (!result.success) {
    return {
      ok: false,
      errors: result.error.issues.map((issue) => ({
        field: issue.path.length
          ? issue.path.join(".")
          : issue.code === "unrecognized_keys"
            ? issue.keys.join(",")
            : "body",
        message:
          issue.code === "invalid_type" && issue.path.length === 0 ? "Body must be a JSON object" : issue.message,
      })),
    };
  }
  const data = result.data;
  const name = "fullName" in data ? data.fullName : data.name;
  return { ok: true, enquiry: { name, email: data.email, company: data.company, message: data.message } };
}
