/** The contact form's labels, placeholders and notices, passed to the (client) form by the page that renders it. */
export const formText = {
  labels: { name: "Full Name *", email: "Email Address *", company: "Company Name", message: "Message *" },
  placeholders: {
    name: "Insert your full name",
    email: "Insert your email address",
    company: "Insert your company name",
    message: "What you need help with",
  },
  honeypot: "Leave this field empty",
  requiredNote: "Fields marked * are required.",
  /** The short privacy notice under every form, linking to the full policy. */
  privacy: {
    text: "We use these details to answer your enquiry, as set out in our",
    link: "privacy policy",
    href: "/privacy",
  },
  submit: "Send message",
  sending: "Sending…",
  success: "Message sent! We'll get back to you soon.",
  failure: "Failed to send message. Please try again.",
} as const;

export type FormText = typeof formText;
