import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';

/** The element every application renders into (demo/pages/index.html). */
export const APP_CONTAINER_ID = 'fms-app';

function container(): HTMLElement {
  let el = document.getElementById(APP_CONTAINER_ID);
  if (!el) {
    el = document.createElement('main');
    el.id = APP_CONTAINER_ID;
    document.body.append(el);
  }
  return el;
}

function LoadError() {
  return <p role="alert">頁面載入失敗，請重新整理後再試。</p>;
}

/** single-spa lifecycles of a React page; an application exports only these three. */
export function reactApplication(Page: ComponentType) {
  const { bootstrap, mount, unmount } = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: () => <Page />,
    errorBoundary: () => <LoadError />,
    domElementGetter: container,
  });
  return { bootstrap, mount, unmount };
}
