import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { adminTexts } from "../../common/adminTexts";
import type { CodRiskBand } from "../../gql/graphql";

const t = adminTexts.orders.cod;
const BAND_COLOUR: Record<CodRiskBand, "success" | "warning" | "error"> = { LOW: "success", MEDIUM: "warning", HIGH: "error" };

/**
 * A cash-on-delivery order's risk of coming back undelivered, as the server judged it when the order was placed
 * (issue 43 item 7): the score, its band as a coloured chip, and the reasons in plain words. Admins only; the shopper
 * never sees it.
 */
export function CodRiskPanel({ risk }: { risk: { score: number; band: CodRiskBand; reasons: readonly string[] } }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 0.5, mb: 0.5 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t.risk}
        </Typography>
        <Chip size="small" color={BAND_COLOUR[risk.band]} label={t.riskBand[risk.band] ?? risk.band} data-testid="cod-risk-band" />
        <Typography variant="body2" color="text.secondary" data-testid="cod-risk-score">
          {t.riskScore(risk.score)}
        </Typography>
      </Stack>
      {risk.reasons.length ? (
        <Box component="ul" aria-labelledby={titleId} sx={{ m: 0, pl: 3 }}>
          {risk.reasons.map((reason) => (
            <Typography component="li" variant="body2" key={reason}>
              {reason}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t.riskNoReasons}
        </Typography>
      )}
    </Box>
  );
}
