import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom has no layout: give every element the size of a 1000×330 viewport so the virtualizer
// renders the first ten rows (32 px each, below a 34 px header).
const VIEWPORT = { width: 1000, height: 330 };

Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => VIEWPORT.height });
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => VIEWPORT.width });

// Nor scrolling: what asks to be brought into view is in view already.
Element.prototype.scrollIntoView = () => undefined;

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
});
