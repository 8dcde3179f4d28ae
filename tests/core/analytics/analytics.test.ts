// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { analyticsScriptUrl, loadAnalytics, resetAnalytics, trackPageView } from '../../../src/core/analytics';

afterEach(() => {
  resetAnalytics();
  document.head.innerHTML = '';
  delete window.dataLayer;
  delete window.gtag;
});

const config = { analyticsUrl: 'https://tags.example.com/gtag/js?id={id}', analyticsId: 'G-FLEET01' };

describe('the analytics tag (spec 7.13)', () => {
  it('spec 7.13: no tag is loaded when the deployment configures none', () => {
    expect(analyticsScriptUrl({ analyticsUrl: '', analyticsId: '' })).toBeNull();
    expect(loadAnalytics({ analyticsUrl: '', analyticsId: '' })).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('spec 7.13: a configured tag is added to the page once, with its id in the URL', () => {
    expect(loadAnalytics(config)).toBe(true);
    expect(loadAnalytics(config)).toBe(true);
    const scripts = document.querySelectorAll('script[data-fms-analytics]');
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('https://tags.example.com/gtag/js?id=G-FLEET01');
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
  });

  it('spec 2.10: a page view reports the path only, never the query that may carry tokens', () => {
    loadAnalytics(config);
    trackPageView('/monitor');
    const last = window.dataLayer!.at(-1) as unknown[];
    expect(last[0]).toBe('event');
    expect(last[2]).toEqual({ page_path: '/monitor', send_to: 'G-FLEET01' });
  });

  it('spec 7.13: page views are not reported while analytics is off', () => {
    trackPageView('/monitor');
    expect(window.dataLayer).toBeUndefined();
  });
});
