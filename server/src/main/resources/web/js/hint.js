// "What would the AI do?": in this seat's own decision panel, a button that asks the server for the
// AI's choice and why in a line (GET /api/games/{id}/hint). The server makes it from this seat's
// view alone; the page only shows it and marks the option's button.
import {h} from './dom.js';
import {api} from './api.js';

// hints already shown, by game, seat and question: a new view of the same question keeps its hint
const shown = new Map();

function show(panel, out, hint) {
  out.textContent = `The AI would choose “${hint.label}”: ${hint.why}`;
  out.dataset.hinted = hint.option;
  for (const b of panel.querySelectorAll('button[data-option]')) b.classList.toggle('hinted', b.dataset.option === hint.option);
}

/** Adds the hint button to the decision panel when the view holds this seat's own question (with its options). */
export function addHint(panel, view, gameId, token) {
  const q = view.question;
  if (!q || !Array.isArray(q.options) || view.readOnly || view.seat < 1) return;
  const key = `${gameId}|${view.seat}|${q.id}`;
  const out = h('p', {class: 'hint-text', id: 'hint-text', role: 'status'});
  const button = h('button', {type: 'button', id: 'hint', class: 'secondary', title: 'The AI’s choice here, from what your seat can see',
    onclick: async () => {
      button.disabled = true;
      out.textContent = 'Thinking…';
      try {
        const hint = await api.hint(gameId, token);
        // a hint for a question already answered says nothing of the one shown now
        if (hint.questionId !== q.id) {
          out.textContent = '';
          return;
        }
        shown.set(key, hint);
        show(panel, out, hint);
      } catch (e) {
        out.textContent = `No hint: ${e.message}`;
      } finally {
        button.disabled = false;
      }
    }}, 'What would the AI do?');
  // beside the panel's heading, so the panel grows only once a hint is shown
  const heading = panel.querySelector(':scope > h2');
  if (heading) heading.append(button);
  panel.append(heading ? out : h('div', {}, button, out));
  if (shown.has(key)) show(panel, out, shown.get(key));
}
