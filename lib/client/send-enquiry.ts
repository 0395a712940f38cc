import { publicSettings } from "@/lib/settings/public";

export const ENQUIRY_ENDPOINT = publicSettings.enquiryEndpoint;
export const ENQUIRY_TIMEOUT_MS = 15_000;

/** POSTs the enquiry as JSON. Resolves true only on an ok answer within the time limit. */
export async function sendEnquiry(body: Record<string, string>, timeoutMs = ENQUIRY_TIMEOUT_MS): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(ENQUIRY_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
