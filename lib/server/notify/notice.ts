import type { StoredEnquiry } from "@/lib/server/inbox/store";
import type { Enquiry } from "@/lib/shared/enquiry-schema";
import { isSitePath } from "@/lib/shared/site-path";

/** One enquiry as every channel reports it: each delivery carries the enquiry id. */
export type Notice = Enquiry & {
  id: string;
  receivedAt: string;
  /** The absolute URL of the page the form was sent from ("" when unknown). */
  page: string;
  /**
   * Set while the enquiry is held: why, and the signed single-use link to the review page whose Release
   * and Delete buttons decide it. Absent on an ordinary (or released) enquiry.
   */
  held?: { reason: string; reviewUrl: string };
};

export const toNotice = (enquiry: StoredEnquiry, siteUrl: string, reviewUrl?: string): Notice => ({
  id: enquiry.id,
  receivedAt: enquiry.createdAt,
  name: enquiry.name,
  email: enquiry.email,
  company: enquiry.company,
  message: enquiry.message,
  page: pageUrl(enquiry.sourcePath, siteUrl),
  ...(enquiry.status === "held" && reviewUrl && { held: { reason: enquiry.holdReason, reviewUrl } }),
});

/** The site's own origin and the stored path; "" for anything else, so a notice can always be built. */
function pageUrl(sourcePath: string, siteUrl: string): string {
  if (!isSitePath(sourcePath)) return "";
  try {
    return new URL(sourcePath, new URL(siteUrl).origin).href;
  } catch {
    return "";
  }
}

/** Sends one notice; resolves when the channel accepted it, throws otherwise. */
export type Sender = (notice: Notice) => Promise<void>;
