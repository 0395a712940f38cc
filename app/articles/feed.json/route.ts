import { feedResponse } from "@/lib/articles/feed-route";

export const dynamic = "force-static";

export function GET() {
  return feedResponse("json");
}
