// The report page's side-by-side view of one pair, as browser JavaScript in a string. Built only when a pair
// is opened: both submissions' files that the fragments touch, every fragment in its colour and with its
// number on both sides, starter code hatched; a click on a fragment brings its partner into view.
// Reads the globals the page script declares: D, $, ROWS, pct; builds text with textContent only.

export const PAIR_SCRIPT = String.raw`
var V = { rank: -1, frags: [], lines: [[], []], active: -1 };

function el(tag, className, text) {
  var e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function sideOf(f, side) {
  return side === 0 ? { file: f[0], start: f[1], end: f[2], human: f[8] } : { file: f[3], start: f[4], end: f[5], human: f[9] };
}

function splitLines(text) {
  var lines = text.split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function buildFile(fileIndex, side) {
  var file = D.files[fileIndex], box = el('section', 'file');
  var text = file.same === undefined ? file.t : D.files[file.same].t;
  var lines = text === undefined ? [] : splitLines(text);
  var head = el('h3', 'file-name');
  head.append(el('span', '', file.p), el('span', '', text === undefined ? 'source not in this report' : lines.length + ' lines'));
  box.appendChild(head);
  var cover = [], starts = [];
  V.frags.forEach(function (f, i) {
    var s = sideOf(f, side);
    if (s.file !== fileIndex) return;
    for (var n = s.start; n < s.end; n++) (cover[n] = cover[n] || []).push(i);
    (starts[s.start] = starts[s.start] || []).push(i);
  });
  if (text === undefined) {
    box.appendChild(el('p', 'missing', 'The shell that wrote this report had no text for this file.'));
    return box;
  }
  var starter = [];
  // A run of three lines or more gets a "starter code" tag; shorter ones (a closing brace) only the hatching.
  file.st.forEach(function (r) { for (var n = r[0]; n < r[1]; n++) starter[n] = n === r[0] && r[1] - r[0] >= 3 ? 2 : 1; });
  var code = el('div', 'code'), frame = document.createDocumentFragment();
  for (var n = 0; n < lines.length; n++) frame.appendChild(buildLine(n, lines[n], { cover: cover[n], starts: starts[n], starter: starter[n] }, side));
  code.appendChild(frame);
  box.appendChild(code);
  return box;
}

function buildLine(n, text, at, side) {
  var line = el('div', 'ln'), mark = el('span', 'mk');
  line.append(el('span', 'no', String(n + 1)), mark, el('span', 'tx', text));
  if (at.cover) {
    line.className = 'ln f c' + V.frags[at.cover[0]][6] + (at.starts ? ' first' : '');
    line.dataset.f = String(at.cover[0]);
    at.cover.forEach(function (i) { (V.lines[side][i] = V.lines[side][i] || []).push(line); });
    (at.starts || []).forEach(function (i) {
      var b = el('b', 'c' + V.frags[i][6], V.frags[i][7]);
      b.dataset.f = String(i);
      b.title = 'fragment ' + V.frags[i][7];
      mark.appendChild(b);
    });
  } else if (at.starter) {
    line.className = at.starter === 2 ? 'ln starter starter-first' : 'ln starter';
  }
  return line;
}

function buildPane(side, r) {
  var pane = el('div', 'pane');
  pane.id = 'pane-' + (side === 0 ? 'a' : 'b');
  pane.tabIndex = 0;
  var title = el('div', 'pane-title');
  title.append(el('span', 'side', side === 0 ? 'A' : 'B'), el('span', '', D.names[r[side]]),
    el('span', 'muted', D.lines[r[side]] + ' lines in all'));
  pane.appendChild(title);
  var files = [];
  V.frags.forEach(function (f) { var s = sideOf(f, side).file; if (files.indexOf(s) < 0) files.push(s); });
  files.sort(function (x, y) { return D.files[x].p < D.files[y].p ? -1 : D.files[x].p > D.files[y].p ? 1 : 0; });
  files.forEach(function (file) { pane.appendChild(buildFile(file, side)); });
  pane.addEventListener('click', function (event) {
    var target = event.target.closest('[data-f]');
    if (target) activate(Number(target.dataset.f), side);
  });
  return pane;
}

function scrollToLine(pane, line) {
  var top = line.getBoundingClientRect().top - pane.getBoundingClientRect().top + pane.scrollTop;
  var covered = pane.querySelector('.pane-title').offsetHeight + pane.querySelector('.file-name').offsetHeight;
  pane.scrollTo({ top: Math.max(0, top - covered - (pane.clientHeight - covered) * 0.2), behavior: 'smooth' });
}

function activate(i, clickedSide) {
  if (i < 0 || i >= V.frags.length) return;
  [0, 1].forEach(function (side) {
    (V.lines[side][V.active] || []).forEach(function (l) { l.classList.remove('active'); });
    (V.lines[side][i] || []).forEach(function (l) { l.classList.add('active'); });
  });
  V.active = i;
  [0, 1].forEach(function (side) {
    var first = (V.lines[side][i] || [])[0];
    if (first && side !== clickedSide) scrollToLine($(side === 0 ? 'pane-a' : 'pane-b'), first);
  });
  document.querySelectorAll('.frag-chip').forEach(function (c) { c.classList.toggle('active', Number(c.dataset.f) === i); });
  var f = V.frags[i], a = sideOf(f, 0), b = sideOf(f, 1);
  $('frag-info').textContent = 'Fragment ' + f[7] + ' of ' + V.frags.length + ': ' + D.files[a.file].p + ' ' + a.human +
    '  ↔  ' + D.files[b.file].p + ' ' + b.human;
}
`;
