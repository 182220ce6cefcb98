// The report page's entry, as browser JavaScript in a string: reads the embedded payload, wires the table's
// controls, the histogram and the groups, opens and closes pairs through the URL hash (#pair-3), and the
// keyboard: j/k or arrows through pairs, Enter to open, n/p through fragments, Esc back, / to filter.

/** Declares D and $ for the other scripts; runs first. */
export const PRELUDE_SCRIPT = String.raw`
var D = JSON.parse(document.getElementById('report-data').textContent);
function $(id) { return document.getElementById(id); }
`;

export const MAIN_SCRIPT = String.raw`
var windowScroll = 0;

function openPair(rank) {
  var r = ROWS[rank], view = $('pair-view');
  if (!r) return closePair();
  if (V.rank < 0) windowScroll = window.scrollY;
  V = { rank: rank, frags: r[10] < 0 ? [] : D.details[r[10]], lines: [[], []], active: -1 };
  var at = T.view.indexOf(rank);
  if (at >= 0) T.sel = at;
  view.replaceChildren(buildHead(r, rank));
  if (r[10] < 0) view.appendChild(noDetail(r, rank));
  else {
    var panes = el('div', 'panes');
    panes.append(buildPane(0, r), buildPane(1, r));
    view.appendChild(panes);
  }
  view.hidden = false;
  document.body.classList.add('pair-open');
  $('overview-view').setAttribute('aria-hidden', 'true');
  document.title = '#' + (rank + 1) + ' ' + D.names[r[0]] + ' ↔ ' + D.names[r[1]] + ' · codewinnow';
  if (V.frags.length > 0) activate(0, -1);
  (view.querySelector('.pane') || view.querySelector('.back')).focus({ preventScroll: true });
}

function buildHead(r, rank) {
  var head = el('div', 'pair-head'), title = el('div', 'pair-title'), back = el('button', 'back', '← All pairs');
  back.type = 'button';
  back.title = 'Back to the table (Esc)';
  back.addEventListener('click', function () { location.hash = 'pairs'; });
  var h = el('h2');
  h.append(el('span', 'rank', '#' + (rank + 1)), ' ', D.names[r[0]], ' ', el('span', 'vs', '↔'), ' ', D.names[r[1]]);
  title.append(back, h, el('span', 'sim' + (r[8] ? ' hot' : ''), pct(r[2]) + ' similar'));
  var stats = el('div', 'stats', 'covers ' + pct(r[3]) + ' of A and ' + pct(r[4]) + ' of B · longest fragment ' + r[5] +
    ' tokens · shared lines ' + r[6] + ' / ' + r[7] + ' · ' + r[9] + ' fragments' + (r[8] ? ' · flagged' : ''));
  head.append(title, stats);
  if (V.frags.length === 0) return head;
  var nav = el('nav', 'frag-nav');
  nav.setAttribute('aria-label', 'Fragments');
  V.frags.forEach(function (f, i) {
    var chip = el('button', 'frag-chip c' + f[6], f[7]);
    chip.type = 'button';
    chip.dataset.f = String(i);
    chip.title = 'Fragment ' + f[7] + ' (n / p)';
    chip.addEventListener('click', function () { activate(i, -1); });
    nav.appendChild(chip);
  });
  nav.appendChild(el('span', 'frag-info'));
  nav.lastChild.id = 'frag-info';
  var legend = el('div', 'legend');
  var sw = el('span', 'swatch starter');
  var starter = el('span', '', 'starter code (never counted)');
  starter.prepend(sw);
  legend.append(starter, el('span', '', 'Each fragment has one colour and number on both sides; click one to bring its partner into view.'));
  head.append(nav, legend);
  return head;
}

function noDetail(r, rank) {
  var box = el('div', 'no-detail-note');
  box.append(el('p', '', 'This pair is ranked #' + (rank + 1) + '. To keep the file small, the report shows code side by side only for the top ' +
    D.details.length + ' pairs.'), el('p', 'muted', 'To see it, run codewinnow compare on ' + D.names[r[0]] + ' and ' + D.names[r[1]] +
    ' (with the same --base) and --html.'));
  return box;
}

function closePair() {
  if (V.rank < 0) return;
  V = { rank: -1, frags: [], lines: [[], []], active: -1 };
  $('pair-view').hidden = true;
  $('pair-view').replaceChildren();
  document.body.classList.remove('pair-open');
  $('overview-view').removeAttribute('aria-hidden');
  document.title = BASE_TITLE;
  T.first = -1;
  renderRows();
  window.scrollTo(0, windowScroll);
}

function route() {
  var m = /^#pair-(\d+)$/.exec(location.hash);
  if (m) openPair(Number(m[1]) - 1);
  else closePair();
}

// Stepping from pair to pair replaces the history entry, so Back leaves the pair view at once.
function stepPair(delta) {
  if (T.view.length === 0) return;
  T.sel = Math.max(0, Math.min(T.view.length - 1, T.sel + delta));
  var hash = '#pair-' + (T.view[T.sel] + 1);
  if (V.rank >= 0) location.replace(hash);
  else location.hash = hash;
}

function onKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  var k = event.key, typing = /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName);
  if (typing) { if (k === 'Escape' || k === 'Enter') event.target.blur(); return; }
  var inPair = V.rank >= 0, handled = true;
  if (k === 'Escape') { if (inPair) location.hash = 'pairs'; else { T.range = null; T.group = -1; applyView(); } }
  else if (inPair && (k === 'n' || k === 'p')) activate(V.active + (k === 'n' ? 1 : -1), -1);
  else if (inPair && (k === 'j' || k === 'k')) stepPair(k === 'j' ? 1 : -1);
  else if (!inPair && (k === 'j' || k === 'ArrowDown')) select(T.sel + 1);
  else if (!inPair && (k === 'k' || k === 'ArrowUp')) select(T.sel - 1);
  else if (!inPair && k === 'Enter' && T.view.length > 0 && !/^(BUTTON|A)$/.test(event.target.tagName)) stepPair(0);
  else if (!inPair && k === '/') $('filter').focus();
  else handled = false;
  if (handled) event.preventDefault();
}

function wire() {
  $('filter').addEventListener('input', function (e) { T.text = e.target.value.trim().toLowerCase(); applyView(); });
  $('flagged-only').addEventListener('change', function (e) { T.flaggedOnly = e.target.checked; applyView(); });
  document.querySelectorAll('#pairs thead th').forEach(function (th) {
    th.querySelector('button').addEventListener('click', function () {
      var key = th.dataset.key;
      T.desc = T.key === key ? !T.desc : COLUMNS[key].desc;
      T.key = key;
      applyView(T.view[T.sel]);
    });
  });
  function onBin(g) { var lo = Number(g.dataset.lo); T.range = T.range && T.range[0] === lo ? null : [lo, Number(g.dataset.hi)]; applyView(); }
  document.querySelectorAll('.histogram .bin').forEach(function (g) {
    g.addEventListener('click', function () { onBin(g); });
    g.addEventListener('keydown', function (e) { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); e.stopPropagation(); onBin(g); } });
  });
  document.querySelectorAll('.group').forEach(function (b) {
    b.addEventListener('click', function () { var g = Number(b.dataset.group); T.group = T.group === g ? -1 : g; applyView(); });
  });
  $('rows').addEventListener('click', function (e) {
    var row = e.target.closest('tr.row');
    if (row) location.hash = 'pair-' + (Number(row.dataset.rank) + 1);
  });
  var pending = false;
  $('table-wrap').addEventListener('scroll', function () {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () { pending = false; renderRows(); });
  });
  window.addEventListener('resize', function () { T.first = -1; renderRows(); });
  window.addEventListener('beforeprint', function () { T.printing = true; T.first = -1; renderRows(); });
  window.addEventListener('afterprint', function () { T.printing = false; T.first = -1; renderRows(); });
  window.addEventListener('hashchange', route);
  document.addEventListener('keydown', onKey);
}

var BASE_TITLE = document.title;
wire();
applyView();
route();
document.body.classList.add('ready');
`;
