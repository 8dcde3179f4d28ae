import { useStore } from '@nanostores/react';
import { fetchServicePlans, fetchServiceTypes } from '../../../core/api/plus';
import type { ServicePlan, ServiceTypeCode } from '../../../core/api/contract/plus';
import { createItemResource, unwrap } from '../../../core/resource';
import { useResource } from '../../shared/ui/use-resource';

/** A service type on sale with its plans, cheapest first (GET service-type and service-plan, spec 7.9). */
export interface CatalogueType {
  code: ServiceTypeCode;
  name: string;
  description: string;
  plans: ServicePlan[];
}

export interface Catalogue {
  types: CatalogueType[] | null;
  loading: boolean;
  error: string;
  reload: () => void;
}

async function loadCatalogue(): Promise<CatalogueType[]> {
  const [types, plans] = await Promise.all([fetchServiceTypes(), fetchServicePlans()]);
  const allPlans = unwrap(plans);
  return unwrap(types).map((t) => ({ ...t, plans: allPlans.filter((p) => p.serviceType === t.code).sort((a, b) => a.months - b.months) }));
}

/** The catalogue for one element: loaded when the element first shows it. */
export function useCatalogue(): Catalogue {
  const item = useResource(() => createItemResource({ load: loadCatalogue, errorText: '無法讀取加值服務方案，請稍後再試。' }));
  const { data, loading, error } = useStore(item.$state);
  return { types: data, loading, error, reload: () => void item.reload() };
}

export const typeOf = (catalogue: Catalogue, code: string): CatalogueType | undefined => catalogue.types?.find((t) => t.code === code);

export const planOf = (catalogue: Catalogue, uid: string): ServicePlan | undefined =>
  catalogue.types?.flatMap((t) => t.plans).find((p) => p.uid === uid);

/** '1 個月' or '12 個月（1 年）'. */
export const monthsText = (months: number): string => (months % 12 === 0 ? `${months} 個月（${months / 12} 年）` : `${months} 個月`);
