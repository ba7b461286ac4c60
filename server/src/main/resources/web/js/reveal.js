// Checks shown in the order they happened: a check's stakes before its dice, then the dice and its
// result. Pure (no DOM): node --test runs it. game.js feeds it the log; decision.js draws its steps.

/**
 * The checks among log entries, in order: each logged its stakes (an entry of type "stakes" whose
 * `stakes` holds the engine's data) just before its roll, which is the next entry; its result
 * sentence (type "result", same seat) comes later, unless a question about the rolled dice is still
 * waiting. A Mythos card's check is told which card it came from (the last Mythos draw before it).
 */
export function checksIn(log) {
  const out = [];
  let mythos = null;
  let open = null;
  for (let k = 0; k < (log || []).length; k++) {
    const e = log[k];
    if (!e) continue;
    if (e.type === 'mythos' && e.card) mythos = e.card;
    if (e.type === 'stakes' && e.stakes) {
      const next = log[k + 1];
      open = {stakes: e, roll: next && next.player === e.player && next.type === 'check' ? next : null, result: null,
        card: e.stakes.mythos ? mythos : null};
      out.push(open);
    } else if (open && !open.result && e.type === 'result' && e.player === open.stakes.player) {
      open.result = e;
    }
  }
  return out;
}

/** How long a check nobody here rolls stays on screen before its dice show: time to read it, 2.5 to 9 s. */
export function readingTime(step) {
  const s = step.stakes;
  const words = `${s.stakes?.encounter?.text || ''} ${s.text || ''}`.length;
  return Math.max(2500, Math.min(9000, 1500 + 35 * words));
}

/** How long the dice of a check nobody here rolls show before the next check's stakes. */
export const RESULT_TIME = 3000;

/** At most this many other seats' checks wait to be shown; older ones are dropped (the log keeps them). */
export const MAX_WAITING = 4;

/**
 * The checks still to be shown to one seat, one at a time: each first "before" (its stakes, with a
 * Roll button for the seat's own check, or shown for a reading time for anyone else's), then "after"
 * (its dice and result) while more follow; the last one's result goes with the panel's usual result
 * line and the seat's question. A check the seat was asked about just before its roll (its stakes
 * were in that question) starts at "after". The first log a page sees only sets where news begins.
 */
export class RevealQueue {
  constructor(seat) {
    this.seat = seat;
    this.seen = null;
    this.steps = [];
  }

  /** The view's log (its tail): the checks logged since the last call join the queue. */
  add(log) {
    const entries = log || [];
    const last = entries.reduce((m, e) => Math.max(m, e?.index ?? -1), -1);
    if (this.seen === null) {
      this.seen = last;
      return;
    }
    if (last <= this.seen) return;
    const from = this.seen;
    this.seen = last;
    // a check whose roll or result arrives in a later view is completed from it
    for (const c of checksIn(entries)) {
      const known = this.steps.find(s => s.stakes.index === c.stakes.index);
      if (known) {
        known.roll = known.roll || c.roll;
        known.result = known.result || c.result;
      } else if (c.stakes.index > from) {
        const own = this.seat > 0 && c.stakes.player === this.seat;
        this.steps.push({...c, own, phase: own && c.stakes.stakes.asked ? 'after' : 'before'});
      }
    }
    this.trim();
  }

  /** Keeps this seat's own checks and the newest others' ones. */
  trim() {
    let others = this.steps.filter(s => !s.own).length;
    this.steps = this.steps.filter(s => s.own || others-- <= MAX_WAITING);
    this.dropSettledLast();
  }

  /** A last check already at "after" needs no step of its own: the panel's result line shows it. */
  dropSettledLast() {
    if (this.steps.length === 1 && this.steps[0].phase === 'after') this.steps = [];
  }

  /** The step to show now ({...check, own, phase, more: whether others follow}), or null. */
  current() {
    const s = this.steps[0];
    return s ? {...s, more: this.steps.length > 1} : null;
  }

  /** Roll (or its time is up): the dice of the current check; past its dice, the next check. */
  advance() {
    const s = this.steps[0];
    if (!s) return;
    if (s.phase === 'before' && this.steps.length > 1) s.phase = 'after';
    else this.steps.shift();
    this.dropSettledLast();
  }

  /** Shows nothing more of what is waiting (the log keeps it). */
  skipAll() {
    this.steps = [];
  }
}
