import { useEffect, useState } from 'react';
import { listOptions } from '../../../core/api/options';

export interface Department {
  uid: string;
  name: string;
}

/** The enterprise's departments (options API, category department) for the filter; empty on failure. */
export function useDepartments(): Department[] {
  const [departments, setDepartments] = useState<Department[]>([]);
  useEffect(() => {
    let cancelled = false;
    void listOptions({ category: 'department' }).then((body) => {
      if (!cancelled && body.status === 0 && body.data) setDepartments(body.data.list.map((o) => ({ uid: o.uid, name: o.name })));
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return departments;
}
