import type { NotFoundContent } from "../schema";

export default {
  code: "404",
  title: "Page not found",
  heading: "Oops! Page not found",
  lead: "There is no page at this address. The menu links to every service, technology, industry and case study.",
  button: "Back to the home page",
} satisfies NotFoundContent;
