/**
 * In-page helpers, prepended to every script the suite runs, so both drivers find elements the way a
 * visitor (or a screen reader) names them, not by class names or test ids.
 */
export const PAGE_HELPERS = String.raw`
const text = (el) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
const nameOf = (el) => {
  const label = el.getAttribute("aria-label");
  if (label) return label.trim();
  const by = el.getAttribute("aria-labelledby");
  if (by) return by.split(/\s+/).map((id) => text(document.getElementById(id))).join(" ").trim();
  if (el.labels?.length) return text(el.labels[0]);
  return text(el);
};
const ROLES = {
  button: "button, [role=button], summary",
  link: "a[href]",
  dialog: "dialog, [role=dialog]",
  textbox: "input:not([type=hidden]), textarea",
};
const byRole = (role, name, within = document) =>
  [...within.querySelectorAll(ROLES[role])].find((el) => nameOf(el) === name) ?? null;
const isVisible = (el) => {
  if (!el) return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
};
const visibleText = (wanted) =>
  [...document.querySelectorAll("body *")].some((el) => text(el) === wanted && isVisible(el));
`;

/** Wraps a script body with the helpers. */
export const withHelpers = (script: string) => `${PAGE_HELPERS}\n${script}`;

/**
 * Listeners for whatever goes wrong in a page, attached to its window before its first script runs.
 * `sink` is `{ problems: [], loaded: false }`: `loaded` proves the listeners saw the page itself.
 */
export const PROBE_LISTENERS = String.raw`
const listen = (target, sink) => {
  const report = (problem) => sink.problems.push(problem);
  target.addEventListener("DOMContentLoaded", () => (sink.loaded = true));
  target.addEventListener("securitypolicyviolation", (event) =>
    report("policy violation: " + event.violatedDirective + " (" + (event.blockedURI || "inline") + ")"));
  target.addEventListener("error", (event) => {
    if (event instanceof target.ErrorEvent) report("script error: " + event.message);
  });
  target.addEventListener("unhandledrejection", (event) => report("unhandled rejection: " + String(event.reason)));
  const consoleError = target.console.error.bind(target.console);
  target.console.error = (...args) => {
    report("console error: " + args.map(String).join(" "));
    consoleError(...args);
  };
};
`;

/** What a page's probes found, as a list where silence means nothing went wrong. */
export function probeReport(sink: { problems: string[]; loaded: boolean } | null | undefined): string[] {
  if (!sink) return ["the probes were not installed"];
  return sink.loaded ? sink.problems : ["the probes did not see the page load", ...sink.problems];
}
