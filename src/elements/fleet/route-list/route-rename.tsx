import { renameCommonRoute } from '../../../core/api/routes';
import { commonRoutes, type CommonRouteSummary } from '../../../core/api/contract/routes';
import { createMutation } from '../../../core/resource';
import { Dialog } from '../../shared/ui';
import { EndpointForm, type FormFieldSpec } from '../../shared/ui/page-kit';
import { useResource } from '../../shared/ui/use-resource';

export interface RouteRenameProps {
  route: CommonRouteSummary | null;
  onRenamed: (route: CommonRouteSummary) => void;
  onCancel: () => void;
}

type NameValues = { name: string };
const FIELDS: FormFieldSpec<NameValues>[] = [{ name: 'name', label: '路線名稱', kind: 'text', required: true, maxLength: 50 }];

/** 重新命名 a common route: PUT common-routes/v0/{uid} sends only the name (spec 3). */
export function RouteRename({ route, onRenamed, onCancel }: RouteRenameProps) {
  const rename = useResource(() => createMutation((v: { uid: string; name: string }) => renameCommonRoute(v.uid, v.name)));
  return (
    <Dialog open={!!route} onClose={onCancel} heading={route ? `重新命名：${route.name}` : '重新命名'} size="small">
      {route && (
        <EndpointForm<NameValues, { uid: string; name: string }, CommonRouteSummary> key={route.uid} label="重新命名路線"
          endpoint={commonRoutes.update} fields={FIELDS} initialValues={{ name: route.name }} mutation={rename}
          toInput={(v) => ({ uid: route.uid, name: v.name.trim() })} onSuccess={onRenamed} onCancel={onCancel} />
      )}
    </Dialog>
  );
}
