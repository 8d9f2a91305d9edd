import { useMutation } from "@apollo/client/react";
import ShoppingBagOutlined from "@mui/icons-material/ShoppingBagOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink, useNavigate, useSearchParams } from "react-router";
import { serverMessage } from "../../common/errors";
import { texts } from "../../common/texts";
import { graphql } from "../../gql";
import { PageBanner } from "../common/PageBanner";
import { useShopToast } from "../common/toast";
import { SHOP_PATHS } from "../paths";

const t = texts.shop.restoreCart;

const RestoreCartDocument = graphql(`
  mutation ShopRestoreCart($token: String!) {
    restoreCart(token: $token) {
      couponCode
      notice
      cart {
        ...ShopCart
      }
    }
  }
`);

/**
 * /shop/restore-cart?token=…, what a cart reminder's link opens (issue 44): the reminded lines come back into the
 * signed-in shopper's cart (on whatever device they opened it), with the reminder's coupon, and checkout opens. A link
 * for another shopper, an expired or a broken one: the reason, and the cart as it was.
 */
export function RestoreCartPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const toast = useShopToast();
  const [restore] = useMutation(RestoreCartDocument);
  const [problem, setProblem] = useState<string | null>(token ? null : t.noToken);
  // Once per page: React's development double effects must not run it twice.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    restore({ variables: { token } }).then(
      ({ data }) => {
        const restored = data?.restoreCart;
        toast.success(t.restored, restored?.couponCode ? t.couponApplied(restored.couponCode) : (restored?.notice ?? undefined));
        void navigate(SHOP_PATHS.checkout, { replace: true });
      },
      (error: unknown) => setProblem(serverMessage(error)),
    );
  }, [token, restore, toast, navigate]);

  return (
    <Box>
      <PageBanner title={t.heading} icon={<ShoppingBagOutlined />} />
      {problem ? (
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
          <Box>
            <Button component={RouterLink} to={SHOP_PATHS.home} variant="contained">
              {t.toShop}
            </Button>
          </Box>
        </Stack>
      ) : (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: "center", py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t.working}</Typography>
        </Stack>
      )}
    </Box>
  );
}

export default RestoreCartPage;
