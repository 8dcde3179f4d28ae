/** A legal text as data, so the web and app pages and registration step 1 render the same words. */
export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  /** A numbered list after the paragraphs. */
  items?: readonly string[];
}

export interface LegalDocument {
  /** 'terms' (服務條款) or 'privacy' (隱私權政策). */
  kind: 'terms' | 'privacy';
  title: string;
  /** Version date shown under the title, YYYY-MM-DD. */
  effective: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

/** Who provides the service and how to reach them; a deployment with its own company edits this. */
export const PROVIDER = {
  product: '車聯網管理系統',
  // The company the footer's copyright line names (core/brand DEFAULT_COMPANY).
  name: 'Fleet Console Technology',
  email: 'support@fleet-console.tw',
  hours: '週一至週五 09:00–18:00（國定假日除外）',
} as const;
