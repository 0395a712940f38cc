import { issueChallenge, proofSecret } from "@/lib/server/inbox/proof";
import { sharedStore } from "@/lib/server/inbox/shared-store";
import { errorFields, logger } from "@/lib/server/observe/logger";
import { serverSettings } from "@/lib/settings/server";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** A fresh signed proof-of-work challenge for the enquiry form (null when ENQUIRY_PROOF_OF_WORK=off). */
export async function GET() {
  const settings = serverSettings();
  const headers = { "Cache-Control": "no-store" };
  if (settings.ENQUIRY_PROOF_OF_WORK === "off") return Response.json({ challenge: null }, { headers });
  try {
    const secret = await proofSecret(await sharedStore(), settings.ENQUIRY_POW_SECRET);
    return Response.json({ challenge: issueChallenge(secret) }, { headers });
  } catch (error) {
    logger().error({ event: "challenge.unavailable", ...errorFields(error) }, "Proof-of-work challenge unavailable");
    return Response.json({ challenge: null }, { status: 503, headers });
  }
}
