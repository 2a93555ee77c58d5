// The page of `kt-csp serve`: play a leaper's tour by clicking squares, with the engines as
// referee and the backtracker's search replayed on the board. The server knows the rules: every
// position comes from its JSON API (see kt_csp/play.py), so this script only draws and asks.
"use strict";

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";
// The keys of a question the page plays (answers also carry symmetry, magic …, always null or false here).
const QUESTION_KEYS = ["board", "leaper", "closed", "start", "end", "holes", "wrap", "clues"];

let view = null;           // the player's position: the last answer of /api/board or /api/move
let cells = new Map();     // square name → its element on the board
let centres = new Map();   // square name → [x, y] of its centre, in squares, y down
let changes = 0;           // counts positions shown: an answer about an older one is dropped
let completion = null;     // the referee's tour through the path, when it said yes
let ghostShown = false;    // whether that completion is drawn
let replay = null;         // the search being replayed (or shown after its end), see solve()
let queue = Promise.resolve();  // the player's actions, one after another (each sees the last position)

// --- talking to the server ---

async function api(path, body) {
  let response;
  try {
    response = await fetch("/api/" + path, {
      method: "POST", headers: {"Content-Type": "application/json"}, body: JSON.stringify(body)});
  } catch (error) {
    throw new Error("the server cannot be reached: is kt-csp serve still running?");
  }
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(data.error || `the server answered ${response.status}`);
  return data;
}

// Run a player's action after the ones before it; its error goes to the message line.
function act(action) {
  queue = queue.then(action).catch((error) => say(error.message, "error"));
  return queue;
}

function say(text, kind = "note") {
  $("message").textContent = text;
  $("message").className = kind;
}

// The question of the position shown (board, leaper, holes, clues …) to send back with a path.
function question() {
  return Object.fromEntries(QUESTION_KEYS.filter((key) => key in view).map((key) => [key, view[key]]));
}

// The question the Board controls describe (no clues: those come from puzzles).
function fromControls() {
  const holes = $("holes").value.split(/[\s,]+/).filter(Boolean);
  return {board: `${$("rows").value}x${$("cols").value}`, closed: $("closed").checked,
          leaper: $("leaper").value.trim(), holes, wrap: $("wrap").value};
}

// --- the player's position ---

// Show a new position from the server: the board redrawn, the old referee answer cleared.
function show(position) {
  endReplay();
  view = position;
  changes += 1;
  completion = null;
  ghostShown = false;
  $("verdict").textContent = "";
  $("verdict").className = "";
  $("verified").textContent = $("hint-text").textContent = "";
  $("steps").textContent = $("search-status").textContent = "";  // a replay's, about an older position
  $("show-completion").hidden = $("second-opinion").hidden = true;
  build();
  paintGame();
  if (view.complete) checkTour().catch((error) => say(error.message, "error"));
  else if ($("referee-always").checked && view.path.length) askReferee("backtrack");
}

// Ask the server for the position after jumping to `name`; it says why when it may not.
async function play(name) {
  if (replay) return backToGame();
  let next;
  try {
    next = await api("move", {...question(), path: view.path, to: name});
  } catch (error) {
    return say(`Not ${name}: ${error.message}`, "error");
  }
  show(next);
  say("");
}

async function undo() {
  if (!view) return say("No game yet: press New game.");
  if (replay) endReplay();
  if (!view.path.length) return say("Nothing to undo.");
  show(await api("board", {...question(), path: view.path.slice(0, -1)}));
  say("");
}

async function newGame() {
  show(await api("board", {...fromControls(), path: []}));
  say("");
}

// A complete path: the verifier's word on it.
async function checkTour() {
  const mine = changes;
  const verdict = await api("verify", {...question(), tour: view.path});
  if (mine !== changes) return;
  $("verified").textContent = verdict.status === "valid"
    ? `valid: ${view.closed ? "a closed" : "an open"} tour from ${verdict.tour_start} to ${verdict.tour_end}`
    : `invalid at step ${verdict.step}: ${verdict.fault}`;
  $("verified").className = verdict.status;
}

// --- the referee ---

async function askReferee(engine) {
  if (!view) return say("No game yet: press New game.");
  const mine = changes;
  const body = {...question(), path: view.path};
  if (engine === "cpsat") Object.assign(body, {engine: "cpsat", time_limit: 5});
  $("verdict").textContent = `The ${engine} engine is thinking…`;
  $("verdict").className = "";
  let ruling;
  try {
    ruling = await api("referee", body);
  } catch (error) {
    if (mine === changes) $("verdict").textContent = "";
    return say(error.message, "error");
  }
  if (mine !== changes) return;  // the player moved on meanwhile
  $("verdict").textContent = `${ruling.answer}: ${ruling.reason} (engine: ${ruling.engine})`;
  $("verdict").className = ruling.answer;
  completion = ruling.answer === "yes" ? ruling.tour : null;
  ghostShown = false;
  $("show-completion").textContent = "show completion";
  $("show-completion").hidden = !completion;
  $("second-opinion").hidden = ruling.answer !== "unknown" || ruling.engine === "cpsat";
  if (!replay) paintGame();  // a replay on the board stays until the player leaves it
}

function toggleCompletion() {
  endReplay();
  ghostShown = !ghostShown;
  $("show-completion").textContent = ghostShown ? "hide completion" : "show completion";
  paintGame();
}

// --- drawing ---

// The file letters of column `col` (0-based): a … z, aa, ab … as the server names them.
function fileName(col) {
  let name = "";
  for (col += 1; col; col = Math.floor((col - 1) / 26)) name = String.fromCharCode(97 + (col - 1) % 26) + name;
  return name;
}

// Lay out the board of `view`: labels, squares (light/dark, holes, clues) and the SVG of lines.
function build() {
  const {rows, cols} = view;
  const size = Math.max(24, Math.min(88, Math.floor(520 / Math.max(rows, cols))));
  const board = $("board");
  board.style.setProperty("--sq", `${size}px`);
  board.style.setProperty("--rows", rows);
  board.style.setProperty("--cols", cols);
  board.replaceChildren();
  cells = new Map();
  centres = new Map();
  const holes = new Set(view.holes);
  const ranks = document.createElement("div"), files = document.createElement("div");
  const squares = document.createElement("div"), grid = document.createElement("div");
  ranks.className = "ranks"; files.className = "files"; squares.className = "squares"; grid.className = "grid";
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${cols} ${rows}`);
  svg.innerHTML = '<path class="ghost"/><path class="path"/>';
  for (let row = rows - 1; row >= 0; row--) {  // the top rank first, as the grid fills
    ranks.append(Object.assign(document.createElement("span"), {textContent: row + 1}));
    for (let col = 0; col < cols; col++) {
      const name = fileName(col) + (row + 1);
      const cell = document.createElement("div");
      cell.dataset.square = name;
      cell.className = ((row + col) % 2 ? "light" : "dark") + (holes.has(name) ? " hole" : "");
      cell.title = name;
      if (name in view.clues) cell.classList.add("clued");
      cell.innerHTML = '<b class="num"></b><i class="hint"></i>';
      grid.append(cell);
      cells.set(name, cell);
      centres.set(name, [col + 0.5, rows - row - 0.5]);
    }
  }
  for (let col = 0; col < cols; col++) files.append(Object.assign(document.createElement("span"), {textContent: fileName(col)}));
  squares.append(svg, grid);
  board.append(ranks, squares, document.createElement("span"), files);
}

// Draw a trail of squares: its move numbers, the lines between them, the squares it may take next
// (`legal`: name → onward count), a faint completion (`ghost`, a whole tour), cut squares
// flashing (name → until when), the square a search ended on, whether the trail is a tour, and
// how many of its squares are the player's own (marked when a search's trail goes on from them).
function paint(trail, {legal = new Map(), ghost = [], cuts = new Map(), found = null, tour = false, own = 0} = {}) {
  const at = new Map(trail.map((name, i) => [name, i]));
  const faint = new Map(ghost.map((name, i) => [name, i]).slice(trail.length));
  const hints = $("hints").checked, now = performance.now();
  for (const [name, cell] of cells) {
    const n = at.get(name), clue = view.clues[name];
    const num = cell.firstChild, hint = cell.lastChild;
    num.textContent = n ?? clue ?? faint.get(name) ?? "";
    num.className = "num" + (n !== undefined ? (n < own ? " own" : "") : clue !== undefined ? " clue" : faint.has(name) ? " ghost" : "");
    hint.textContent = hints && legal.has(name) ? legal.get(name) : "";
    cell.classList.toggle("visited", n !== undefined);
    cell.classList.toggle("current", n !== undefined && n === trail.length - 1);
    cell.classList.toggle("legal", legal.has(name));
    cell.classList.toggle("cut", (cuts.get(name) ?? 0) > now);
    cell.classList.toggle("found", name === found);
  }
  // A closed tour's last jump, home to its start, is drawn too.
  const home = tour && view.closed && trail.length > 1 ? [trail[0]] : [];
  const svg = $("board").querySelector("svg");
  svg.querySelector(".path").setAttribute("d", lines(trail.concat(home)));
  svg.querySelector(".ghost").setAttribute("d", lines(ghost.slice(Math.max(0, trail.length - 1))));
}

// An SVG path through the centres of `names`; a jump that wraps round the edge (cylinder, torus)
// is left out rather than drawn as a line across the board.
function lines(names) {
  const [a, b] = view.leaper;
  return names.map((name, i) => {
    const [x, y] = centres.get(name);
    const last = i && centres.get(names[i - 1]);
    const dx = last && Math.abs(x - last[0]), dy = last && Math.abs(y - last[1]);
    const plain = last && ((dx === a && dy === b) || (dx === b && dy === a));
    return `${plain ? "L" : "M"}${x} ${y}`;
  }).join(" ");
}

// The player's position drawn, and said in a line above the board.
function paintGame() {
  const path = view.path, free = view.moves.length;
  $("info").textContent = view.complete ? `Tour complete: ${path.length} square${path.length > 1 ? "s" : ""}.`
    : path.length === 0 ? `${view.board}, ${view.closed ? "closed" : "open"}: click a square to start.`
    : free ? `Move ${path.length - 1} on ${path[path.length - 1]}: ${free} jump${free > 1 ? "s" : ""} from here.`
    : `Stuck on ${path[path.length - 1]}: no jump reaches a free square. Undo?`;
  paint(view.path, {legal: new Map(view.moves.map((m) => [m.square, m.onward])),
                    ghost: ghostShown && completion ? completion : [], tour: view.complete});
}

// --- watching the search ---

// Ask for the backtracker's search from the player's path and replay its events on the board.
async function solve() {
  if (!view) return say("No game yet: press New game.");
  endReplay();
  const mine = changes;
  $("solve").disabled = true;
  $("search-status").textContent = "Searching…";
  let data;
  try {
    data = await api("replay", {...question(), path: view.path, order: $("order").value, time_limit: 2, most_events: 20000});
  } finally {
    $("solve").disabled = false;
  }
  if (mine !== changes) return;
  $("search-status").textContent = "";
  say("");
  // The trail the events extend: the path's start (the events re-play the path's moves from depth 1).
  replay = {data, at: 0, trail: view.path.slice(0, 1), own: view.path.length, cuts: new Map(), found: null, timer: null};
  $("stop").disabled = false;
  $("back-to-game").hidden = false;
  $("info").textContent = `The backtracker's search${view.path.length ? " from your path" : ""} ` +
    `(${data.events.length.toLocaleString("en")} events):`;
  tick();
}

// Apply the next events: one every 50 ms at normal speed, enough a frame at fast speed that
// 20,000 events take about 2 s.
function tick() {
  const events = replay.data.events, fast = $("speed").value === "fast";
  const steps = fast ? Math.max(10, Math.ceil(events.length / 120)) : 1;
  for (let i = 0; i < steps && replay.at < events.length; i++) {
    const [kind, depth, square, other] = events[replay.at++];
    const trail = replay.trail;
    if (kind === "jump") {  // from `other` at depth-1 to `square` at depth
      trail.length = depth;
      trail[depth - 1] = other;
      trail.push(square);
    } else if (kind === "back") {  // the jump to `square` taken back
      trail.length = Math.min(trail.length, depth);
    } else if (kind === "cut") {  // forward checking refused `square`: flash it for a moment
      replay.cuts.set(square, performance.now() + (fast ? 120 : 300));
    } else if (kind === "found") {
      replay.found = square;
    }
  }
  paint(replay.trail, {cuts: replay.cuts, found: replay.found, tour: replay.found !== null, own: replay.own});
  $("steps").textContent = `step ${replay.at.toLocaleString("en")} of ${events.length.toLocaleString("en")}`;
  if (replay.at < events.length) replay.timer = setTimeout(tick, fast ? 16 : 50);
  else finish(false);
}

// The replay's end (or Stop): the search's status line; a tour the replay did not reach (its
// events were cut short) is drawn whole.
function finish(stopped) {
  clearTimeout(replay.timer);
  replay.timer = null;
  $("stop").disabled = true;
  const data = replay.data, stats = data.stats || {};
  if (!stopped && data.tour && !replay.found) {
    replay.trail = data.tour;
    replay.found = data.tour[data.tour.length - 1];
  }
  paint(replay.trail, {found: replay.found, tour: replay.found !== null, own: replay.own});  // no cut left flashing
  $("search-status").textContent = [
    stopped ? `stopped at step ${replay.at.toLocaleString("en")}` : "",
    `search: ${data.status}`,
    stats.nodes !== undefined ? `${stats.nodes.toLocaleString("en")} nodes in ${stats.wall_time.toFixed(3)} s` : "",
    data.reason, data.stopped_by ? `stopped by ${data.stopped_by}` : "",
    data.events_cut ? `only the first ${data.events.length.toLocaleString("en")} events are replayed` : "",
  ].filter(Boolean).join(" · ");
}

// Leave a replay (running or ended): the player's own position again.
function endReplay() {
  if (!replay) return;
  clearTimeout(replay.timer);
  replay = null;
  $("stop").disabled = true;
  $("back-to-game").hidden = true;
}

function backToGame() {
  endReplay();
  paintGame();
  say("Back to your game.");
}

// --- puzzles ---

function syncControls(position) {
  $("rows").value = position.rows;
  $("cols").value = position.cols;
  $("holes").value = position.holes.join(", ");
  $("wrap").value = position.wrap;
}

async function openPuzzle() {
  const opened = await api("puzzle/open", {picture: $("puzzle-text").value, closed: $("closed").checked,
                                          leaper: $("leaper").value.trim()});
  syncControls(opened);
  show(opened);
  say(`Puzzle opened: ${Object.keys(opened.clues).length} clues. Number the squares 0, 1, 2 … through them.`);
}

async function makePuzzle() {
  $("make-puzzle").disabled = true;
  say("Making a puzzle with exactly one solution (up to 10 s)…");
  try {
    const clues = $("clue-count").value.trim();  // none given: as few as the maker can
    const made = await api("puzzle/make", {...fromControls(), clues_asked: clues === "" ? null : Number(clues),
                                           seed: Number($("seed").value), time_limit: 10,
                                           difficulty: $("difficulty").value || null});
    $("puzzle-text").value = made.picture;
    show(made);
    say(`Puzzle made: ${Object.keys(made.clues).length} clues, seed ${made.seed}` +
        (made.grade ? `, ${made.grade}: reasoning alone solves it` : "") +
        (made.stopped_by ? ` (stopped by ${made.stopped_by}: more clues than asked)` : "") +
        (made.note ? ` (${made.note})` : "") + ".");
  } finally {
    $("make-puzzle").disabled = false;
  }
}

// The next deduction from the position: a move, its square and the rule that places it.
async function askHint() {
  if (!view) return say("No game yet: press New game.");
  const mine = changes;
  $("hint-text").textContent = "Reasoning…";
  let answer;
  try {
    answer = await api("hint", {...question(), path: view.path});
  } catch (error) {
    if (mine === changes) $("hint-text").textContent = "";
    return say(error.message, "error");
  }
  if (mine !== changes) return;  // the player moved on meanwhile
  const found = answer.hint;
  $("hint-text").textContent = found
    ? `Move ${found.move} goes on ${found.square} (${found.rule}): ${found.because}.`
    : `No hint: ${answer.note}.`;
}

// --- wiring ---

function wire() {
  $("new-game").onclick = () => act(newGame);
  $("undo").onclick = () => act(undo);
  $("back-to-game").onclick = backToGame;
  $("hints").onchange = () => replay || paintGame();
  $("board").onclick = (event) => {
    const cell = event.target.closest("[data-square]");
    if (cell) act(() => play(cell.dataset.square));
  };
  // The referee and the puzzle maker run beside the player's moves, not in their queue: an
  // answer about a position the player has left is dropped (see `changes`).
  $("ask-referee").onclick = () => askReferee("backtrack");
  $("second-opinion").onclick = () => askReferee("cpsat");
  $("show-completion").onclick = toggleCompletion;
  $("solve").onclick = () => act(solve);
  $("stop").onclick = () => replay && replay.timer && finish(true);
  $("open-puzzle").onclick = () => act(openPuzzle);
  $("make-puzzle").onclick = () => makePuzzle().catch((error) => say(error.message, "error"));
  $("hint").onclick = askHint;
  $("puzzle-file").onchange = async (event) => {
    const file = event.target.files[0];
    if (file) $("puzzle-text").value = await file.text();
  };
  act(newGame);
}

wire();
