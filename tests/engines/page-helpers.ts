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
 * `sink` is the array they push into.
 */
export const PROBE_LISTENERS = String.raw`
const listen = (target, sink) => {
  target.addEventListener("securitypolicyviolation", (event) =>
    sink.push("policy violation: " + event.violatedDirective + " (" + (event.blockedURI || "inline") + ")"));
  target.addEventListener("error", (event) => {
    if (event instanceof target.ErrorEvent) sink.push("script error: " + event.message);
  });
  target.addEventListener("unhandledrejection", (event) => sink.push("unhandled rejection: " + String(event.reason)));
  const consoleError = target.console.error.bind(target.console);
  target.console.error = (...args) => {
    sink.push("console error: " + args.map(String).join(" "));
    consoleError(...args);
  };
};
`;
