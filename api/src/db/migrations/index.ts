import { Initial1795253755906 } from "./1795253755906-Initial.js";
import { ProductSearch1795255056700 } from "./1795255056700-ProductSearch.js";
import { ProductSku1795600000000 } from "./1795600000000-ProductSku.js";
import { CatalogueCounts1795600000100 } from "./1795600000100-CatalogueCounts.js";
import { CatalogueListingIndexes1795600000200 } from "./1795600000200-CatalogueListingIndexes.js";
import { RazorpaySandboxState1795600000300 } from "./1795600000300-RazorpaySandboxState.js";
import { ProductSearchTable1795600000400 } from "./1795600000400-ProductSearchTable.js";
import { ProductVariants1795600000500 } from "./1795600000500-ProductVariants.js";
import { EmailOutboxAndInvoices1795600000600 } from "./1795600000600-EmailOutboxAndInvoices.js";
import { TriggerStatementsPlannedEachTime1795600000700 } from "./1795600000700-TriggerStatementsPlannedEachTime.js";
import { LowStockVariantsIndex1795600000800 } from "./1795600000800-LowStockVariantsIndex.js";
import { AccountTokens1795700000100 } from "./1795700000100-AccountTokens.js";
import { IdempotencyKeys1795800000100 } from "./1795800000100-IdempotencyKeys.js";
import { Promotions1795900000100 } from "./1795900000100-Promotions.js";
import { GstPerLine1795900000200 } from "./1795900000200-GstPerLine.js";
import { GstRatesByHsn1795900000300 } from "./1795900000300-GstRatesByHsn.js";
import { CashOnDelivery1796000000100 } from "./1796000000100-CashOnDelivery.js";
import { Returns1796000026000 } from "./1796000026000-Returns.js";
import { IdempotencyKeyClaims1795990000100 } from "./1795990000100-IdempotencyKeyClaims.js";
import { CatalogueTriggersSkipStockChanges1796000027000 } from "./1796000027000-CatalogueTriggersSkipStockChanges.js";
import { SavePaymentInOneStatement1796000028000 } from "./1796000028000-SavePaymentInOneStatement.js";
import { OrderEngineAndRefundLedger1796100000100 } from "./1796100000100-OrderEngineAndRefundLedger.js";
import { GstRowsByHeading1796100000200 } from "./1796100000200-GstRowsByHeading.js";
import { ShopperLoops1796300000100 } from "./1796300000100-ShopperLoops.js";
import { ClaimLeases1796500000100 } from "./1796500000100-ClaimLeases.js";
import { AnalyticsPurchases1796400000100 } from "./1796400000100-AnalyticsPurchases.js";

/** In order of creation; `npm run migration:generate` appends here. */
export const migrations = [Initial1795253755906, ProductSearch1795255056700, ProductSku1795600000000, CatalogueCounts1795600000100, CatalogueListingIndexes1795600000200, RazorpaySandboxState1795600000300, ProductSearchTable1795600000400, ProductVariants1795600000500, EmailOutboxAndInvoices1795600000600, TriggerStatementsPlannedEachTime1795600000700, LowStockVariantsIndex1795600000800, AccountTokens1795700000100, IdempotencyKeys1795800000100, Promotions1795900000100, GstPerLine1795900000200, GstRatesByHsn1795900000300, CashOnDelivery1796000000100, Returns1796000026000, IdempotencyKeyClaims1795990000100, CatalogueTriggersSkipStockChanges1796000027000, SavePaymentInOneStatement1796000028000, OrderEngineAndRefundLedger1796100000100, GstRowsByHeading1796100000200, ShopperLoops1796300000100, ClaimLeases1796500000100, AnalyticsPurchases1796400000100];
