/** The transaction documents (SPEC 7 `api/transaction-documents/3.0`): the receipts of the orders. */
import { defineFeature } from '../define-feature.ts';
import { transactionDocumentRoutes } from './routes.ts';

export default defineFeature({ routes: transactionDocumentRoutes });
