import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $departmentOptions } from '../../../../core/resource';

export interface Department {
  uid: string;
  name: string;
}

/** The enterprise's departments (the shared $departmentOptions) for the filter; empty on failure. */
export function useDepartments(): Department[] {
  const { rows } = useStore($departmentOptions);
  return useMemo(() => rows.map((o) => ({ uid: o.uid, name: o.name })), [rows]);
}
