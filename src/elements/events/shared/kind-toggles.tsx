import { EVENT_ICON_KINDS, type EventIconKind } from '../../../core/catalogue';
import { EventKindIcon } from './event-kind-icon';

/** The icon kinds in the order of spec 3. */
export const ICON_KINDS = Object.keys(EVENT_ICON_KINDS) as EventIconKind[];

export interface KindTogglesProps {
  /** The kinds switched off (none: every kind shows). */
  off: readonly EventIconKind[];
  onKindToggle: (kind: EventIconKind) => void;
  disabled?: boolean;
}

/**
 * The event icon kinds as on/off toggle buttons (spec 3): each shows its icon and name and says its
 * state with aria-pressed; switching one off leaves its events out of the list and the export.
 */
export function KindToggles({ off, onKindToggle, disabled = false }: KindTogglesProps) {
  return (
    <div className="kind-toggles" role="group" aria-label="事件類別">
      {ICON_KINDS.map((kind) => {
        const on = !off.includes(kind);
        return (
          <button key={kind} type="button" className={`kind-toggle ${on ? 'on' : 'off'}`} aria-pressed={on} disabled={disabled}
            onClick={() => onKindToggle(kind)}>
            <EventKindIcon kind={kind} on={on} />
            <span>{EVENT_ICON_KINDS[kind].label}</span>
          </button>
        );
      })}
    </div>
  );
}
