/**
 * Saves enquiries one after another until killed, as a running server would, for the backup test:
 * node --conditions=react-server --import tsx tests/unit/support/write-enquiries.ts (store from the environment).
 */
import { EnquiryStore } from "@/lib/server/inbox/store";
import { readServerSettings } from "@/lib/settings/schema.mjs";

async function main() {
  const store = await EnquiryStore.open(readServerSettings(process.env));
  for (let n = 0; ; n++) {
    await store.save(
      { name: "Writer", email: `writer+${n}@example.com`, company: "Concurrent Ltd", message: `Enquiry number ${n}.` },
      "/contact",
      n % 5 === 0
        ? { status: "held", holdReason: "same message as another enquiry in the last hour" }
        : { channels: ["email"] },
    );
  }
}

void main();
