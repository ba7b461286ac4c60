// The rules text of anything on the page, in a popover: a card, a token, a place, the Ancient One, the
// Environment, the Rumor, the Herald. Opened by a click or tap, by Enter, by the context menu (a long
// press on a touch screen) or by keyboard focus; Escape, the Close button or a click elsewhere closes it.
import {h, fill} from './dom.js';
import {ruleText} from './api.js';
import {paragraphs} from './rules.js';

let current = null;
/** The anchor the focus is being given back to: its focus must not open the popover again. */
let refocusing = null;

/** Kinds as a player reads them. */
const KIND_NAMES = {'common-item': 'Common Item', 'unique-item': 'Unique Item', 'ancient-one': 'Ancient One', 'dark-pact': 'Dark Pact',
  'other-world': 'Other World', 'gate-marker': 'Gate marker', area: 'Board area', special: 'Special card'};

export function kindName(kind) {
  return KIND_NAMES[kind] || (kind ? kind.charAt(0).toUpperCase() + kind.slice(1).replace(/-/g, ' ') : '');
}

/** The text's parts as paragraphs, labels in bold. */
export function ruleParagraphs(text) {
  return paragraphs(text).map(p => h('p', {class: 'rule'}, p.label ? h('b', {}, p.label + ': ') : null, p.text));
}

/**
 * Opens the text of {@code ref} ({name} or {id}; {title} when the thing on the page is named
 * otherwise; {now}: lines on how it stands in this game) beside {@code anchor}. {@code byFocus}:
 * opened because the keyboard moved onto the anchor, so the focus stays there.
 */
export function openInfo(anchor, ref, byFocus = false) {
  if (current && current.anchor === anchor && current.key === keyOf(ref)) return;
  closeInfo(false);
  const id = 'info-popover';
  const body = h('div', {class: 'info-body', id: 'info-body'}, h('p', {class: 'muted'}, 'Loading…'));
  const title = h('h3', {id: 'info-title', tabindex: -1}, ref.title || ref.name || '');
  const kind = h('span', {class: 'info-kind muted small'});
  const close = h('button', {type: 'button', class: 'secondary info-close', 'aria-label': 'Close'}, 'Close');
  const el = h('div', {class: 'info-popover', id, role: 'dialog', 'aria-labelledby': 'info-title', 'aria-describedby': 'info-body'},
    h('div', {class: 'info-head'}, title, kind), body,
    (ref.now || []).length ? h('div', {class: 'info-now'}, ref.now.map(l => h('p', {}, l))) : null, close);
  close.addEventListener('click', () => closeInfo(true));
  document.body.appendChild(el);
  current = {el, anchor, key: keyOf(ref), byFocus};
  anchor.setAttribute('aria-describedby', 'info-body');
  place(el, anchor);
  if (!byFocus) title.focus({preventScroll: true});
  const mine = current;
  const fetched = ref.name || ref.id ? ruleText(ref) : Promise.resolve(null);
  fetched.then(t => {
    if (current !== mine) return;
    if (!t) {
      fill(body);
      return;
    }
    if (!ref.title) title.textContent = t.name;
    kind.textContent = kindName(t.kind) + (t.unverified ? ' · unverified' : '');
    if (t.unverified) el.classList.add('unverified');
    fill(body, ruleParagraphs(t.text),
      t.unverified ? h('p', {class: 'rule unverified-note'}, h('b', {}, 'Unverified: '), t.note) : null,
      t.leftOut ? h('p', {class: 'rule'}, h('b', {}, 'Left out of the decks: '), t.leftOut) : null);
    place(el, anchor);
  }).catch(e => {
    if (current === mine) fill(body, h('p', {class: 'muted'}, e.message));
  });
}

function keyOf(ref) {
  return ref.id || ref.name || ref.title;
}

/** Beside the anchor, inside the window; on a narrow screen a sheet along the bottom edge (see the CSS). */
function place(el, anchor) {
  if (window.matchMedia('(max-width: 760px)').matches) {
    el.style.left = el.style.top = '';
    return;
  }
  const r = anchor.getBoundingClientRect();
  const w = el.offsetWidth, hgt = el.offsetHeight;
  let left = Math.min(Math.max(8, r.left), window.innerWidth - w - 8);
  let top = r.bottom + 6;
  if (top + hgt > window.innerHeight - 8) top = Math.max(8, r.top - hgt - 6);
  el.style.left = `${left + window.scrollX}px`;
  el.style.top = `${top + window.scrollY}px`;
}

/** Closes the popover; {@code refocus}: the focus goes back to what opened it. */
export function closeInfo(refocus = false) {
  if (!current) return;
  const {el, anchor} = current;
  current = null;
  el.remove();
  if (anchor.getAttribute('aria-describedby') === 'info-body') anchor.removeAttribute('aria-describedby');
  if (refocus && anchor.isConnected) {
    refocusing = anchor;
    anchor.focus({preventScroll: true});
    refocusing = null;
  }
}

/**
 * Makes {@code el} open its text: on click when {@code click} (things that do nothing else when
 * clicked), on the context menu (right click, long press), on Enter or Space when not clickable
 * otherwise, and on keyboard focus. {@code ref} is a function, read when opened.
 */
export function withInfo(el, ref, {click = true} = {}) {
  if (!el.hasAttribute('tabindex') && !['BUTTON', 'A', 'INPUT', 'SELECT'].includes(el.tagName)) el.setAttribute('tabindex', '0');
  if (click) {
    el.addEventListener('click', ev => {
      ev.stopPropagation();
      openInfo(el, ref());
    });
    if (el.tagName !== 'BUTTON') {
      el.addEventListener('keydown', ev => {
        if (ev.key !== 'Enter' && ev.key !== ' ') return;
        ev.preventDefault();
        openInfo(el, ref());
      });
    }
  }
  el.addEventListener('contextmenu', ev => {
    ev.preventDefault();
    ev.stopPropagation();
    openInfo(el, ref());
  });
  el.addEventListener('focus', () => {
    if (refocusing !== el && el.matches(':focus-visible')) openInfo(el, ref(), true);
  });
  el.addEventListener('blur', () => {
    if (current && current.anchor === el && current.byFocus) closeInfo(false);
  });
}

/** Escape closes; a click outside the popover closes it. Installed once per page. */
export function installInfoKeys() {
  document.addEventListener('keydown', ev => {
    if (ev.key === 'Escape' && current) {
      ev.preventDefault();
      closeInfo(true);
    }
  });
  document.addEventListener('pointerdown', ev => {
    if (current && !current.el.contains(ev.target) && !current.anchor.contains(ev.target)) closeInfo(false);
  });
}
