// Pan and zoom of the board: the part of the drawing shown (an SVG viewBox {x, y, w, h}) as pure
// functions of the drawing's bounds, the element's size and the pointer. No DOM: node --test runs them.

/** The smallest rectangle holding every one given ({x, y, w, h}); null for none. */
export function union(rects) {
  const list = rects.filter(Boolean);
  if (!list.length) return null;
  const x = Math.min(...list.map(r => r.x)), y = Math.min(...list.map(r => r.y));
  const right = Math.max(...list.map(r => r.x + r.w)), bottom = Math.max(...list.map(r => r.y + r.h));
  return {x, y, w: right - x, h: bottom - y};
}

/** The view showing all of {@code bounds} (plus a margin) in an element of this size, centred, with the element's proportions. */
export function fit(bounds, width, height, margin = 0) {
  const b = {x: bounds.x - margin, y: bounds.y - margin, w: bounds.w + 2 * margin, h: bounds.h + 2 * margin};
  const aspect = width > 0 && height > 0 ? width / height : b.w / b.h;
  let w = b.w, h = b.h;
  if (w / h < aspect) w = h * aspect; else h = w / aspect;
  return {x: b.x + (b.w - w) / 2, y: b.y + (b.h - h) / 2, w, h};
}

/** The drawing's point under a pointer at (clientX, clientY), the element being at {left, top, width, height}. */
export function toDrawing(view, rect, clientX, clientY) {
  return {x: view.x + (clientX - rect.left) * view.w / rect.width, y: view.y + (clientY - rect.top) * view.h / rect.height};
}

/** Zoomed in by {@code factor} (above 1: closer) keeping the drawing's point (px, py) where it is on screen. */
export function zoomAt(view, factor, px, py) {
  const w = view.w / factor, h = view.h / factor;
  return {x: px - (px - view.x) / factor, y: py - (py - view.y) / factor, w, h};
}

/** Moved by (dx, dy) drawing units (positive: the drawing moves right and down under the pointer). */
export function pan(view, dx, dy) {
  return {...view, x: view.x - dx, y: view.y - dy};
}

/**
 * Kept within reason: no wider than {@code widest} (the whole drawing fitted), no narrower than
 * {@code narrowest}, and its centre on the drawing, so the board can never be lost off screen.
 */
export function clamp(view, bounds, widest, narrowest) {
  let {x, y, w, h} = view;
  const scale = w > widest.w ? widest.w / w : w < narrowest ? narrowest / w : 1;
  if (scale !== 1) {
    const cx = x + w / 2, cy = y + h / 2;
    w *= scale;
    h *= scale;
    x = cx - w / 2;
    y = cy - h / 2;
  }
  const cx = Math.min(Math.max(x + w / 2, bounds.x), bounds.x + bounds.w);
  const cy = Math.min(Math.max(y + h / 2, bounds.y), bounds.y + bounds.h);
  return {x: cx - w / 2, y: cy - h / 2, w, h};
}

/**
 * Two fingers: the view that keeps the drawing's points first under them under them now. {@code start}
 * is the view when they touched, {@code a0, b0} where they touched and {@code a1, b1} where they are
 * (screen points), {@code rect} the element.
 */
export function pinch(start, rect, a0, b0, a1, b1) {
  const d0 = Math.hypot(b0.x - a0.x, b0.y - a0.y), d1 = Math.hypot(b1.x - a1.x, b1.y - a1.y);
  const factor = d0 > 0 && d1 > 0 ? d1 / d0 : 1;
  const mid0 = toDrawing(start, rect, (a0.x + b0.x) / 2, (a0.y + b0.y) / 2);
  const zoomed = zoomAt(start, factor, mid0.x, mid0.y);
  // then the midpoint follows the fingers
  const mid1 = toDrawing(zoomed, rect, (a1.x + b1.x) / 2, (a1.y + b1.y) / 2);
  return pan(zoomed, mid1.x - mid0.x, mid1.y - mid0.y);
}

/** The view as an SVG viewBox attribute. */
export function viewBox(v) {
  return [v.x, v.y, v.w, v.h].map(n => Math.round(n * 10) / 10).join(' ');
}
