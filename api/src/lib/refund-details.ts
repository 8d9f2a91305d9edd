import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

/** Where a manual refund goes, as the customer gave it. */
export type RefundTo = { upiId: string } | { accountName: string; accountNumber: string; ifsc: string };

/**
 * Refund details at rest: AES-256-GCM under a key derived one-way from the session secret (JWT_SECRET), so a
 * database dump alone does not show a customer's bank account. Changing JWT_SECRET makes stored details unreadable.
 */
export function refundDetailsCipher(secret: Uint8Array) {
  const key = createHmac("sha256", secret).update("sutra:return-refund-details:v1").digest();
  return {
    seal(details: RefundTo): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(details), "utf8"), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
    },
    open(sealed: string): RefundTo | null {
      try {
        const raw = Buffer.from(sealed.replace(/^v1\./, ""), "base64url");
        const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8")) as RefundTo;
      } catch {
        return null;
      }
    },
  };
}

/** "UPI ravi@okaxis" or "Bank account ••••4321 (HDFC0001234)": how refund details are shown to their readers. */
export function describeRefundTo(details: RefundTo): string {
  return "upiId" in details ? `UPI ${details.upiId}` : `Bank account ••••${details.accountNumber.slice(-4)} (${details.ifsc}), ${details.accountName}`;
}
