import { useMemo, useState } from 'react';
import { createCommonRoute } from '../../../core/api/routes';
import { carDirections } from '../../../core/api/geo';
import { commonRoutes, type CommonRoute } from '../../../core/api/contract/routes';
import { geo, type Directions, type LatLng } from '../../../core/api/contract/geo';
import { formatDuration, formatMetresAsKm } from '../../../core/format';
import { createMutation, messageOf } from '../../../core/resource';
import { Button, FieldError } from '../../shared/ui';
import { EndpointForm, PointPicker, type CustomFieldProps, type FormFieldSpec } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';

export interface Stops {
  origin: LatLng | null;
  destination: LatLng | null;
}

interface RouteValues {
  name: string;
  stops: Stops;
}

export interface RouteAddProps {
  /** A planned path (or none) to draw on the map. */
  onPlan: (path: LatLng[]) => void;
  onSaved: (route: CommonRoute) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** The loading text of planning a route (spec 7.6). */
export const PLANNING_TEXT = geo.directions.loadingText ?? '路線計算中....';

const stopsProblem = (stops: Stops) => (!stops.origin ? '請選擇起點' : !stops.destination ? '請選擇終點' : undefined);

function StopsField({ id, value, onChange, error, disabled, onPlanned }: CustomFieldProps<Stops> & { onPlanned: (plan: Directions | null) => void }) {
  const [planning, setPlanning] = useState(false);
  const [plan, setPlan] = useState<Directions | null>(null);
  const [planError, setPlanError] = useState('');

  function change(next: Stops) {
    onChange(next);
    setPlan(null);
    onPlanned(null);
  }

  async function planRoute() {
    if (!value.origin || !value.destination || planning) return;
    setPlanning(true);
    setPlanError('');
    const body = await carDirections({ origin: value.origin, destination: value.destination });
    setPlanning(false);
    if (body.status !== 0 || !body.data) {
      setPlanError(messageOf(body, '路線規劃失敗'));
      return;
    }
    setPlan(body.data);
    onPlanned(body.data);
  }

  return (
    <div id={id} className="route-stops" tabIndex={-1}>
      <PointPicker label="起點" required value={value.origin} disabled={disabled} onValueChange={(origin) => change({ ...value, origin })} />
      <PointPicker label="終點" required value={value.destination} disabled={disabled} onValueChange={(destination) => change({ ...value, destination })} />
      <div className="route-plan">
        <Button onClick={() => void planRoute()} loading={planning} disabled={disabled || !value.origin || !value.destination}>規劃路線</Button>
        <span role="status" className="route-plan-status">
          {planning ? PLANNING_TEXT : plan ? `距離 ${formatMetresAsKm(plan.distance)}，預估 ${formatDuration(plan.duration)}` : ''}
        </span>
      </div>
      {(error || planError) && <FieldError>{error || planError}</FieldError>}
    </div>
  );
}

/**
 * A new common route: a name, an origin and a destination; 規劃路線 asks geo/v0/car-navi/directions2
 * (路線計算中....) and the path is drawn on the list's map; 儲存 sends common-routes/v0.
 */
export function RouteAdd({ onPlan, onSaved, onCancel, onDirtyChange }: RouteAddProps) {
  const save = useResource(() => createMutation((v: { name: string; waypoints: LatLng[] }) => createCommonRoute(v)));
  const latest = useMemo(() => ({ onPlan }), [onPlan]);
  const fields: FormFieldSpec<RouteValues>[] = useMemo(() => [
    { name: 'name', label: '路線名稱', kind: 'text', required: true, maxLength: 50 },
    {
      name: 'stops', label: '起訖點', kind: 'custom', required: true, serverFields: ['waypoints'],
      validate: (v) => stopsProblem(v as Stops),
      render: (p) => <StopsField {...p} onPlanned={(plan) => latest.onPlan(plan?.path ?? [])} />,
    },
  ], [latest]);

  return (
    <EndpointForm<RouteValues, { name: string; waypoints: LatLng[] }, CommonRoute> label="新增常用路線" endpoint={commonRoutes.create}
      fields={fields} initialValues={{ name: '', stops: { origin: null, destination: null } }} mutation={save}
      toInput={(v) => ({ name: v.name.trim(), waypoints: [v.stops.origin!, v.stops.destination!] })}
      onValuesChange={(v) => onDirtyChange(!!v.name.trim() || !!v.stops.origin || !!v.stops.destination)}
      onSuccess={(route) => onSaved(route)} onCancel={onCancel} />
  );
}
