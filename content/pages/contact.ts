import type { ContactPage } from "../schema";

export default {
  eyebrow: "Contact",
  heading: "Let's talk",
  lead: "Anything we would need to plan around is worth a line: a system the work must connect to, a tender or approval step, a launch or funding date.",
  formHeading: "Send us a message",
  formRegion: "Contact form and details",
  info: { email: "Email", address: "Address", responseTime: "Response time" },
  meta: {
    title: "Contact Us: Start a Project Conversation",
    description:
      "Tell us about your website, app, AI or branding project through the form or by email, and we reply with our questions and a suggested next step.",
    keywords: ["contact digital agency", "start a project", "request a proposal", "hire developers", "project enquiry"],
  },
} satisfies ContactPage;
