/**
 * Tax invoices and GST credit notes as PDF: who may have which (invoices.service.ts) and the document drawn in named
 * sections (invoice-document.ts). Other code reaches this module only through this file.
 */
export { createInvoicesService, INVOICE_MESSAGES, type InvoicesService } from "./invoices.service.js";
