// The dashboard's COD returns panel (issue 43 item 7): cash-on-delivery parcels of orders placed in the range that
// ended (delivered, or back at the warehouse), how many came back, by the risk band checkout judged and by pincode.
// Asked for on its own, like the shipments: the sales figures never wait for it.
import { useQuery } from "@apollo/client/react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { adminTexts } from "../../../common/adminTexts";
import { serverMessage } from "../../../common/errors";
import { CodRiskInsightsDocument } from "./operations";
import { Panel, percent } from "./parts";

const ct = adminTexts.codRiskInsights;

function Rows({ id, title, rows }: { id: string; title: string; rows: Array<{ key: string; name: string; parcels: number; returned: number; rtoRate: number }> }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography id={id} variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ol" aria-labelledby={id} sx={{ m: 0, pl: 3 }}>
        {rows.map((r) => (
          <li key={r.key}>
            <Typography variant="body2" component="span" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
              {r.name}
            </Typography>
            <Typography variant="body2" component="span" color="text.secondary">
              {": "}
              {ct.group(r.returned, r.parcels, percent(r.rtoRate))}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function CodRiskPanel({ days }: { days: number }) {
  const { data, error } = useQuery(CodRiskInsightsDocument, { variables: { days }, fetchPolicy: "cache-and-network" });
  const s = data?.salesInsights.codRisk;
  if (error) return <Alert severity="error">{serverMessage(error)}</Alert>;
  if (!s) return null;
  const bands: Array<{ key: string; name: string; parcels: number; returned: number; rtoRate: number }> = s.byBand.map((b) => ({
    key: b.band,
    name: ct.band[b.band] ?? b.band,
    parcels: b.parcels,
    returned: b.returned,
    rtoRate: b.rtoRate,
  }));
  // Orders placed before the shop scored risk have no band: said apart, only when there are any.
  if (s.unscored.parcels > 0) bands.push({ key: "unscored", name: ct.unscored, parcels: s.unscored.parcels, returned: s.unscored.returned, rtoRate: s.unscored.rtoRate });
  const empty = bands.every((b) => b.parcels === 0);
  return (
    <Panel title={ct.heading} id="sales-cod-risk-heading" action={<Typography variant="caption" color="text.secondary">{ct.hint}</Typography>}>
      {empty ? (
        <Typography color="text.secondary">{ct.none}</Typography>
      ) : (
        <Box sx={{ display: "grid", gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" }, gap: 2, alignItems: "start" }}>
          <Rows id="cod-rto-by-band" title={ct.byBand} rows={bands} />
          <Rows id="cod-rto-by-pincode" title={ct.byPincode} rows={s.byPincode.map((p) => ({ key: p.name, ...p }))} />
        </Box>
      )}
    </Panel>
  );
}
