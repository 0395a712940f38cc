/**
 * Notices (toasts) that cost a page load nothing: sonner and its toaster load and mount on the first
 * notice, or earlier when a visitor starts on a form (`prepareNotices`), so the toaster's polite live
 * region is already on the page when the message arrives and screen readers announce it.
 */
type Kind = "success" | "error";

let toaster: Promise<void> | undefined;

/** Loads and mounts the toaster once; resolves when it is on the page. */
export function prepareNotices(): Promise<void> {
  toaster ??= import("./NoticeToaster")
    .then((module) => module.mountToaster())
    .catch((error: unknown) => {
      toaster = undefined; // a failed download is tried again on the next notice
      throw error;
    });
  return toaster;
}

/** Shows a notice, loading the toaster first if this is the page's first. */
export async function notify(kind: Kind, message: string, options?: { className?: string }) {
  const [{ toast }] = await Promise.all([import("sonner"), prepareNotices()]);
  toast[kind](message, options);
}
