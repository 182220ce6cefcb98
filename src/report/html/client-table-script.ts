// The report page's pair table, as browser JavaScript in a string: filter, sort, select, and render only the
// rows in view (a course of 500 lists thousands of pairs). Builds cells with textContent, never innerHTML.
// Reads the globals the page script declares first: D (the payload) and $ (getElementById).

export const TABLE_SCRIPT = String.raw`
var ROWS = D.pairs;
var COLUMNS = {
  rank: { get: function (i) { return i; }, desc: false },
  sim: { get: function (i) { return ROWS[i][2]; }, desc: true },
  covA: { get: function (i) { return ROWS[i][3]; }, desc: true },
  covB: { get: function (i) { return ROWS[i][4]; }, desc: true },
  longest: { get: function (i) { return ROWS[i][5]; }, desc: true },
  lines: { get: function (i) { return Math.max(ROWS[i][6], ROWS[i][7]); }, desc: true },
  a: { get: function (i) { return D.names[ROWS[i][0]]; }, desc: false },
  b: { get: function (i) { return D.names[ROWS[i][1]]; }, desc: false },
  frags: { get: function (i) { return ROWS[i][9]; }, desc: true }
};
var T = { key: 'rank', desc: false, text: '', flaggedOnly: false, range: null, group: -1, view: [], sel: 0,
  rowH: 34, first: -1, last: -1, printing: false };

function pct(x) { return (x * 100).toFixed(1) + '%'; }

function matches(i) {
  var r = ROWS[i];
  if (T.flaggedOnly && !r[8]) return false;
  if (T.range && (r[2] < T.range[0] || (r[2] >= T.range[1] && T.range[1] < 1))) return false;
  if (T.group >= 0) {
    var members = D.groups[T.group];
    if (members.indexOf(r[0]) < 0 || members.indexOf(r[1]) < 0) return false;
  }
  if (!T.text) return true;
  var names = (D.names[r[0]] + '\n' + D.names[r[1]]).toLowerCase();
  return T.text.split(/\s+/).every(function (term) { return names.indexOf(term) >= 0; });
}

function applyView(keepRank) {
  var column = COLUMNS[T.key], sign = T.desc ? -1 : 1, view = [];
  for (var i = 0; i < ROWS.length; i++) if (matches(i)) view.push(i);
  view.sort(function (x, y) {
    var p = column.get(x), q = column.get(y);
    var c = p < q ? -1 : p > q ? 1 : 0;
    return c * sign || x - y;
  });
  T.view = view;
  var at = keepRank === undefined ? -1 : view.indexOf(keepRank);
  T.sel = at >= 0 ? at : 0;
  T.first = -1;
  $('count').textContent = view.length === ROWS.length ? ROWS.length + ' pairs' : view.length + ' of ' + ROWS.length + ' pairs';
  renderChips();
  renderRows();
  document.querySelectorAll('#pairs thead th').forEach(function (th) {
    th.setAttribute('aria-sort', th.dataset.key !== T.key ? 'none' : T.desc ? 'descending' : 'ascending');
  });
}

function cell(tr, className, text, title) {
  var td = document.createElement('td');
  td.className = className;
  td.textContent = text;
  if (title) td.title = title;
  tr.appendChild(td);
  return td;
}

function rowElement(i, position) {
  var r = ROWS[i], tr = document.createElement('tr');
  tr.className = 'row' + (r[8] ? ' flagged' : '') + (r[10] < 0 ? ' no-detail' : '') + (position === T.sel ? ' selected' : '');
  tr.dataset.rank = String(i);
  tr.setAttribute('aria-selected', position === T.sel ? 'true' : 'false');
  cell(tr, 'rank', String(i + 1));
  var sim = cell(tr, 'sim', '');
  var meter = document.createElement('span'), fill = document.createElement('span'), val = document.createElement('span');
  meter.className = 'meter';
  fill.style.width = Math.round(r[2] * 100) + '%';
  meter.appendChild(fill);
  val.className = 'val';
  val.textContent = pct(r[2]);
  sim.append(meter, val);
  cell(tr, 'num', pct(r[3]));
  cell(tr, 'num', pct(r[4]));
  cell(tr, 'num', String(r[5]));
  cell(tr, 'num', r[6] + ' / ' + r[7]);
  cell(tr, 'name', D.names[r[0]], D.names[r[0]]);
  cell(tr, 'name', D.names[r[1]], D.names[r[1]]);
  cell(tr, 'num frags', r[10] < 0 ? r[9] + ' ·' : String(r[9]), r[10] < 0 ? 'no side-by-side detail in this report' : '');
  return tr;
}

function spacer(height) {
  var tr = document.createElement('tr'), td = document.createElement('td');
  tr.className = 'spacer';
  td.colSpan = 9;
  td.style.height = height + 'px';
  tr.appendChild(td);
  return tr;
}

function renderRows() {
  var wrap = $('table-wrap'), n = T.view.length;
  var first = Math.max(0, Math.floor(wrap.scrollTop / T.rowH) - 10);
  var last = Math.min(n, first + Math.ceil(wrap.clientHeight / T.rowH) + 20);
  if (T.printing) { first = 0; last = Math.min(n, 2000); }
  if (first === T.first && last === T.last) return;
  T.first = first;
  T.last = last;
  var body = document.createDocumentFragment();
  if (first > 0) body.appendChild(spacer(first * T.rowH));
  for (var p = first; p < last; p++) body.appendChild(rowElement(T.view[p], p));
  if (last < n) body.appendChild(spacer((n - last) * T.rowH));
  $('rows').replaceChildren(body);
  var one = $('rows').querySelector('tr.row');
  if (one && one.getBoundingClientRect().height > 0) T.rowH = one.getBoundingClientRect().height;
}

function select(position) {
  if (T.view.length === 0) return;
  T.sel = Math.max(0, Math.min(T.view.length - 1, position));
  var wrap = $('table-wrap'), head = $('pairs').tHead.getBoundingClientRect().height;
  var top = T.sel * T.rowH;
  if (top < wrap.scrollTop) wrap.scrollTop = top;
  else if (top + T.rowH > wrap.scrollTop + wrap.clientHeight - head) wrap.scrollTop = top + T.rowH - wrap.clientHeight + head;
  T.first = -1;
  renderRows();
  var row = $('rows').querySelector('tr.selected');
  if (row) row.scrollIntoView({ block: 'nearest' });
}

function renderChips() {
  var box = $('active-filters');
  box.replaceChildren();
  function chip(text, clear) {
    var b = document.createElement('button');
    b.type = 'button';
    b.className = 'chip';
    b.textContent = text + ' ×';
    b.title = 'Remove this filter';
    b.addEventListener('click', function () { clear(); applyView(); });
    box.appendChild(b);
  }
  if (T.range) chip('similarity ' + pct(T.range[0]) + '–' + pct(T.range[1]), function () { T.range = null; });
  if (T.group >= 0) chip('group ' + (T.group + 1) + ' (' + D.groups[T.group].length + ' submissions)', function () { T.group = -1; });
  document.querySelectorAll('.histogram .bin').forEach(function (g) {
    g.classList.toggle('on', !!T.range && Number(g.dataset.lo) === T.range[0]);
  });
  document.querySelectorAll('.group').forEach(function (g) { g.classList.toggle('on', Number(g.dataset.group) === T.group); });
}
`;
