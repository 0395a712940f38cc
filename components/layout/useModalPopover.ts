"use client";

import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** The popover's focusable elements that are drawn (a closed panel's links are not). */
function focusables(popover: HTMLElement): HTMLElement[] {
  return [...popover.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * Makes everything outside `popover` inert (unreachable by pointer, keyboard and screen reader), as
 * a modal dialog does, and returns the function that undoes it.
 */
function makeOthersInert(popover: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement = popover; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      if (["SCRIPT", "STYLE", "TEMPLATE", "LINK"].includes(sibling.tagName)) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => changed.forEach((el) => (el.inert = false));
}

/** Keeps Tab and Shift+Tab inside the popover, wrapping at either end. */
function trapTab(popover: HTMLElement, event: KeyboardEvent) {
  const items = focusables(popover);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !popover.contains(active) || active === popover;
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The script half of the site menu. The platform already opens and closes the popover (its button's
 * `popovertarget`), closes it on Escape and returns focus to the button; once React runs, this makes
 * it modal like a dialog: focus moves in and stays in, the rest of the page is inert while it is
 * open. `onOpenChange` follows the popover's state, including an opening made before hydration.
 */
export function useModalPopover(popoverRef: RefObject<HTMLElement | null>, onOpenChange: (open: boolean) => void) {
  const report = useRef(onOpenChange);
  useEffect(() => {
    report.current = onOpenChange;
  });

  useEffect(() => {
    const popover = popoverRef.current;
    if (!popover) return;
    let release: (() => void) | null = null;

    const opened = () => {
      if (!popover.contains(document.activeElement)) focusables(popover)[0]?.focus();
      release ??= makeOthersInert(popover);
      report.current(true);
    };
    // Before the platform hides the popover and hands focus back to the button, which must not be inert.
    const beforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== "closed") return;
      release?.();
      release = null;
    };
    const toggled = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") opened();
      else report.current(false);
    };
    const keydown = (event: KeyboardEvent) => {
      if (event.key === "Tab" && release) trapTab(popover, event);
    };

    popover.addEventListener("beforetoggle", beforeToggle);
    popover.addEventListener("toggle", toggled);
    document.addEventListener("keydown", keydown);
    if (popover.matches(":popover-open")) opened();
    return () => {
      popover.removeEventListener("beforetoggle", beforeToggle);
      popover.removeEventListener("toggle", toggled);
      document.removeEventListener("keydown", keydown);
      release?.();
    };
  }, [popoverRef]);
}
