// node --test: the board's pan and zoom (web/js/viewport.js).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {union, fit, toDrawing, zoomAt, pan, clamp, pinch, viewBox} from '../../main/resources/web/js/viewport.js';

const near = (a, b, what) => assert.ok(Math.abs(a - b) < 1e-6, `${what}: ${a} vs ${b}`);
const board = {x: 0, y: 0, w: 1600, h: 1000};
const rect = {left: 10, top: 50, width: 390, height: 520};

test('union holds every rectangle', () => {
  assert.deepEqual(union([{x: 10, y: 20, w: 5, h: 5}, {x: -5, y: 0, w: 10, h: 50}, null]), {x: -5, y: 0, w: 20, h: 50});
  assert.equal(union([]), null);
});

test('fit shows the whole board with the element\'s proportions, centred', () => {
  const v = fit(board, 390, 520);
  near(v.w / v.h, 390 / 520, 'proportions');
  assert.ok(v.x <= 0 && v.y <= 0 && v.x + v.w >= 1600 && v.y + v.h >= 1000, 'holds the board');
  near(v.x + v.w / 2, 800, 'centred across');
  near(v.y + v.h / 2, 500, 'centred down');
  const wide = fit(board, 1000, 400, 10);
  near(wide.h, 1020, 'a wide element: the height decides (with the margin)');
});

test('toDrawing maps the element\'s corners to the view\'s', () => {
  const v = {x: 100, y: 200, w: 390, h: 520};
  assert.deepEqual(toDrawing(v, rect, 10, 50), {x: 100, y: 200});
  assert.deepEqual(toDrawing(v, rect, 400, 570), {x: 490, y: 720});
});

test('zooming keeps the point under the pointer where it is', () => {
  const v = fit(board, 390, 520);
  const p = toDrawing(v, rect, 200, 300);
  const z = zoomAt(v, 2, p.x, p.y);
  near(z.w, v.w / 2, 'twice as close');
  const q = toDrawing(z, rect, 200, 300);
  near(q.x, p.x, 'x stays');
  near(q.y, p.y, 'y stays');
});

test('panning moves the drawing with the pointer', () => {
  assert.deepEqual(pan({x: 0, y: 0, w: 10, h: 10}, 3, -4), {x: -3, y: 4, w: 10, h: 10});
});

test('clamp: no further out than the whole board, no closer than the narrowest, never off the board', () => {
  const widest = fit(board, 390, 520);
  const out = clamp({x: 0, y: 0, w: widest.w * 3, h: widest.h * 3}, board, widest, 260);
  near(out.w, widest.w, 'zoomed out at most to the whole board');
  const close = clamp({x: 500, y: 500, w: 50, h: 50 * 520 / 390}, board, widest, 260);
  near(close.w, 260, 'zoomed in at most to the narrowest');
  near(close.w / close.h, 390 / 520, 'proportions kept');
  const lost = clamp({x: 5000, y: -5000, w: 400, h: 400}, board, widest, 260);
  near(lost.x + lost.w / 2, 1600, 'the centre comes back onto the board');
  near(lost.y + lost.h / 2, 0, 'both ways');
});

test('pinch: fingers spreading to twice as far zoom in twice, about their midpoint', () => {
  const v = {x: 0, y: 0, w: 390, h: 520};
  const z = pinch(v, rect, {x: 150, y: 300}, {x: 250, y: 300}, {x: 100, y: 300}, {x: 300, y: 300});
  near(z.w, 195, 'twice as close');
  const before = toDrawing(v, rect, 200, 300), after = toDrawing(z, rect, 200, 300);
  near(after.x, before.x, 'the midpoint stays under the fingers');
  near(after.y, before.y, 'both ways');
  // and two fingers moving together pan
  const moved = pinch(v, rect, {x: 150, y: 300}, {x: 250, y: 300}, {x: 170, y: 310}, {x: 270, y: 310});
  near(moved.w, 390, 'no zoom');
  near(moved.x, -20, 'the drawing follows the fingers');
});

test('viewBox rounds to a tenth', () => {
  assert.equal(viewBox({x: 1.234, y: -5, w: 100.06, h: 50}), '1.2 -5 100.1 50');
});
