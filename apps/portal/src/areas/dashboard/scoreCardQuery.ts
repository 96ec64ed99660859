import type { ApiClient } from '@freightkit/api';
import { shipmentResourceQueries } from '@freightkit/api/react';

/** The carrier score card's query as `CarrierScoreCard` asks for it (`useCarrierScoreCard()`'s default window). */
export const scoreCardQuery = (client: ApiClient) => shipmentResourceQueries.scoreCard(client);
