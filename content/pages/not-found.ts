import type { NotFoundContent } from "../schema";

export default {
  code: "404",
  title: "Page not found",
  heading: "Oops! Page not found",
  lead: "There is no page at this address. The menu lists all our services, technologies, industries and case studies.",
  button: "Back to the home page",
} satisfies NotFoundContent;
