import { allowedOrigins, handleEnquiry } from "@/lib/server/inbox/handle-enquiry";
import { noteRejectedEnquiry } from "@/lib/server/inbox/counters";
import { RateLimiter } from "@/lib/server/inbox/rate-limit";
import { sharedStore } from "@/lib/server/inbox/shared-store";
import { configuredChannels } from "@/lib/server/notify/channels";
import { nudgeDeliveryWorker } from "@/lib/server/notify/runtime";
import { serverSettings } from "@/lib/settings/server";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const settings = serverSettings();
const limiter = new RateLimiter(settings.ENQUIRY_RATE_LIMIT_PER_MINUTE);
const origins = allowedOrigins(settings);
const channels = configuredChannels(settings);

export function POST(request: Request) {
  return handleEnquiry(request, {
    store: sharedStore,
    limiter,
    allowedOrigins: origins,
    channels,
    proofOfWork: settings.ENQUIRY_PROOF_OF_WORK === "on",
    powSecret: settings.ENQUIRY_POW_SECRET,
    heldNoticeBudget: settings.ENQUIRY_HELD_NOTICE_BUDGET_PER_HOUR,
    nudge: nudgeDeliveryWorker,
    onRejected: noteRejectedEnquiry,
  });
}

const methodNotAllowed = () =>
  Response.json({ error: "Method not allowed; send a POST" }, { status: 405, headers: { Allow: "POST" } });

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
