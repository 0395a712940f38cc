import { actOnReview, checkReviewToken, type ReviewAction } from "@/lib/server/inbox/review";
import { reviewHtml, reviewNotice, reviewPage } from "@/lib/server/inbox/review-page";
import { MAX_REVIEW_BODY_BYTES, readLimitedBody } from "@/lib/server/inbox/request-body";
import { sharedStore } from "@/lib/server/inbox/shared-store";
import { errorFields, logger } from "@/lib/server/observe/logger";
import { configuredChannels } from "@/lib/server/notify/channels";
import { nudgeDeliveryWorker } from "@/lib/server/notify/runtime";
import { serverSettings } from "@/lib/settings/server";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const unavailable = () =>
  reviewHtml(503, reviewNotice("Try again shortly", "The inbox is not answering just now; the link still works."));

/** Shows the held enquiry a digest link names. Changes nothing: only the buttons act. */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    const check = await checkReviewToken(await sharedStore(), token);
    if (!check.ok) return reviewHtml(check.status, reviewNotice("Link not usable", check.reason));
    return reviewHtml(200, reviewPage(check.enquiry, token));
  } catch (error) {
    logger().error({ event: "review.unavailable", ...errorFields(error) }, "Review page unavailable");
    return unavailable();
  }
}

const OUTCOMES: Record<ReviewAction, [string, string]> = {
  release: ["Enquiry released", "The team is being notified as for any enquiry."],
  delete: ["Enquiry deleted", "The enquiry and its notifications are erased."],
};

/** Release or Delete, once per link. */
export async function POST(request: Request) {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded")
    return reviewHtml(415, reviewNotice("Link not usable", "Use the buttons on the review page."));
  const read = await readLimitedBody(request, MAX_REVIEW_BODY_BYTES);
  if (!read.ok) return reviewHtml(read.status, reviewNotice("Link not usable", "Use the buttons on the review page."));
  const form = new URLSearchParams(read.text);
  const action = form.get("action");
  if (action !== "release" && action !== "delete")
    return reviewHtml(400, reviewNotice("Link not usable", "Use the buttons on the review page."));
  try {
    const channels = configuredChannels(serverSettings());
    const result = await actOnReview(await sharedStore(), form.get("token") ?? "", action, channels);
    if (!result.ok) return reviewHtml(result.status, reviewNotice("Link not usable", result.reason));
    logger().info(
      { event: `review.${action}d`, enquiryId: result.enquiry.id },
      `Held enquiry ${action}d from a review link`,
    );
    if (action === "release" && channels.length) nudgeDeliveryWorker();
    return reviewHtml(200, reviewNotice(...OUTCOMES[action]));
  } catch (error) {
    logger().error({ event: "review.unavailable", ...errorFields(error) }, "Review action failed");
    return unavailable();
  }
}
