import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { LOAD_ERROR_TEXT, PAGE_CONTAINER_ID } from './containers';

/**
 * The element a page application renders into: the current layout's content container
 * (`<main id="fms-page">`), which the root puts in place before it mounts the application.
 */
function container(): HTMLElement {
  let el = document.getElementById(PAGE_CONTAINER_ID);
  if (!el) {
    el = document.createElement('main');
    el.id = PAGE_CONTAINER_ID;
    document.body.append(el);
  }
  return el;
}

function LoadError() {
  return <p role="alert">{LOAD_ERROR_TEXT}</p>;
}

/**
 * single-spa lifecycles of a React page; an application exports only these three. The page renders
 * its content only: the layout around it (header, navigation, footer) belongs to the root.
 */
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
