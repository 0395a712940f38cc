import { allowedOriginsFromEnv, handleEnquiry } from "@/lib/inbox/handle-enquiry";
import { RateLimiter, rateLimitFromEnv } from "@/lib/inbox/rate-limit";
import { sharedStore } from "@/lib/inbox/store";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const limiter = new RateLimiter(rateLimitFromEnv());
const allowedOrigins = allowedOriginsFromEnv();

export function POST(request: Request) {
  return handleEnquiry(request, { store: sharedStore, limiter, allowedOrigins });
}

const methodNotAllowed = () =>
  Response.json({ error: "Method not allowed; send a POST" }, { status: 405, headers: { Allow: "POST" } });

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as PATCH, methodNotAllowed as DELETE };
