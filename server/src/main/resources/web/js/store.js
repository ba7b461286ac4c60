// Seats held by this browser ("my games"), in localStorage.
const KEY = 'arkham.seats';

export function heldSeats() {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) || '[]');
    return Array.isArray(v) ? v : [];
  } catch (e) {
    return [];
  }
}

/** Remembers a seat (or the spectator view, seat = null) of a game. */
export function rememberSeat(entry) {
  const all = heldSeats().filter(s => !(s.gameId === entry.gameId && s.token === entry.token));
  all.unshift({...entry, saved: Date.now()});
  localStorage.setItem(KEY, JSON.stringify(all.slice(0, 200)));
}

export function seatsOf(gameId) {
  return heldSeats().filter(s => s.gameId === gameId);
}

export function forgetGame(gameId) {
  localStorage.setItem(KEY, JSON.stringify(heldSeats().filter(s => s.gameId !== gameId)));
}
