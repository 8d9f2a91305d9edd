import Chip from "@mui/material/Chip";
import { adminTexts } from "../../common/adminTexts";

const t = adminTexts.customers;

export function VerifiedChip({ verified }: { verified: boolean }) {
  return <Chip size="small" variant="outlined" color={verified ? "success" : "default"} label={verified ? t.verified : t.unverified} />;
}

export function BlockedChip({ blocked }: { blocked: boolean }) {
  return <Chip size="small" variant={blocked ? "filled" : "outlined"} color={blocked ? "error" : "default"} label={blocked ? t.blocked : t.active} />;
}
