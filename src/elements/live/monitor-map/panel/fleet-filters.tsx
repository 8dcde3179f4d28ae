import type { Department } from '../fleet/use-departments';

export interface FleetFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  departmentUid: string;
  onDepartmentChange: (uid: string) => void;
  departments: readonly Department[];
}

/** Find a truck by carNo or driver, and narrow to one department (options API). */
export function FleetFilters({ search, onSearchChange, departmentUid, onDepartmentChange, departments }: FleetFiltersProps) {
  return (
    <div className="filters" role="search">
      <label className="filter">
        <span className="filter-label">搜尋車號或駕駛</span>
        <input type="search" value={search} placeholder="例：KEA-1234、王小明" onChange={(e) => onSearchChange(e.currentTarget.value)} />
      </label>
      <label className="filter">
        <span className="filter-label">部門</span>
        <select value={departmentUid} onChange={(e) => onDepartmentChange(e.currentTarget.value)}>
          <option value="">全部部門</option>
          {departments.map((d) => <option key={d.uid} value={d.uid}>{d.name}</option>)}
        </select>
      </label>
    </div>
  );
}
