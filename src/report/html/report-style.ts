// The HTML report's stylesheet: calm colours (Okabe–Ito accents, Paul Tol fragment tints), a light and a dark
// scheme, a code view for side-by-side reading, and a print layout. Only CSS; the markup lives elsewhere.
import { renderFragmentColourCss } from './fragment-marks.js';

const BASE = String.raw`
:root{--bg:#f7f7f5;--card:#fff;--fg:#1c2128;--muted:#5b6470;--line:#e2e4e8;--soft:#f0f1f3;--accent:#0072b2;
--hot:#c24e00;--hot-bg:#fdf1e8;--starter:#ececec;--sel:#e6f0f8;--mix:30%;--mix-on:58%;--code:12.5px;
font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:var(--fg);background:var(--bg)}
@media (prefers-color-scheme:dark){:root{--bg:#14171b;--card:#1b1f24;--fg:#e4e7eb;--muted:#9aa3ad;--line:#2d333b;
--soft:#22272e;--accent:#56b4e9;--hot:#ff9a5a;--hot-bg:#3a2417;--starter:#262a30;--sel:#1f3347;--mix:24%;--mix-on:45%}}
*{box-sizing:border-box}
body{margin:0}
button{font:inherit;color:inherit}
h1,h2,h3{margin:0;font-weight:600}
.top{padding:20px 28px 10px;display:flex;flex-wrap:wrap;gap:6px 24px;align-items:baseline}
.top h1{font-size:20px;letter-spacing:-.01em}
.top h1 span{color:var(--muted);font-weight:400}
.summary{margin:0;color:var(--muted)}
.notice{flex-basis:100%;margin:4px 0 0;font-size:12.5px;color:var(--muted)}
.notice strong{color:var(--hot)}
main{padding:0 28px 24px}
.muted,.caption{color:var(--muted)}
.caption{font-size:12.5px;margin:8px 0 0}
.overview{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:16px;margin:12px 0 16px}
.card{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:14px 16px}
.card h2{font-size:13px;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin-bottom:6px}
.histogram{width:100%;height:auto;display:block;max-height:220px}
.histogram .unlisted{fill:var(--soft)}
.histogram .bar{fill:#8fa3b8}
.histogram .hot .bar{fill:var(--hot)}
.histogram .hit{fill:transparent;cursor:pointer}
.histogram .bin:hover .bar,.histogram .bin:focus .bar,.histogram .bin.on .bar{fill:var(--accent)}
.histogram .bin:focus{outline:none}
.histogram .count{font-size:10px;fill:var(--muted)}
.histogram .tick{font-size:11px;fill:var(--muted)}
.histogram .axis{stroke:var(--line)}
.histogram .threshold{stroke:var(--hot);stroke-width:1.5;stroke-dasharray:4 3}
.histogram .threshold-label{font-size:11px;fill:var(--hot);font-weight:600}
.groups{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:6px;max-height:196px;overflow:auto}
.group{display:block;width:100%;text-align:left;background:var(--hot-bg);border:1px solid transparent;border-radius:8px;
padding:6px 10px;cursor:pointer}
.group:hover,.group:focus-visible,.group.on{border-color:var(--hot)}
.group-head{display:block;font-size:12.5px;color:var(--muted)}
.group-names .name{font-weight:600;margin-right:10px}
.groups-card{grid-column:1/-1}
.groups-body{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:16px;align-items:start}
.groups-body .groups{max-height:420px}
.group-graph{margin:0}
.group-graph svg{display:block;max-width:100%;height:auto;margin:0 auto}
.group-graph figcaption{font-size:12.5px;color:var(--muted)}
.edge{stroke:var(--hot);stroke-opacity:.5;cursor:pointer}
.edge:hover{stroke:var(--accent);stroke-opacity:1}
.node{cursor:pointer}
.node:focus{outline:none}
.node circle{fill:var(--accent);stroke:var(--card);stroke-width:2}
.node text{font-size:10px;fill:var(--fg)}
.node:hover circle,.node:focus circle,.node.on circle{fill:var(--hot)}
.node.on text,.node:focus text{font-weight:700}
.students-wrap{max-height:236px;border:0;border-radius:0}
.students .caption{margin-bottom:0}
#student-rows tr{height:30px;cursor:pointer}
#student-rows tr:hover{background:var(--soft)}
#student-rows tr.on{background:var(--sel);box-shadow:inset 3px 0 var(--accent)}
#student-rows tr.flagged td:last-child{color:var(--hot);font-weight:700}
.toolbar{display:flex;flex-wrap:wrap;gap:8px 14px;align-items:center;margin-bottom:8px}
.toolbar input[type=search]{font:inherit;padding:6px 10px;border:1px solid var(--line);border-radius:7px;
background:var(--card);color:var(--fg);min-width:260px}
.chip{display:inline-flex;gap:6px;align-items:center;background:var(--sel);border:0;border-radius:999px;padding:2px 10px;
cursor:pointer;font-size:12.5px}
#count{color:var(--muted);margin-left:auto}
.table-wrap{max-height:72vh;overflow:auto;background:var(--card);border:1px solid var(--line);border-radius:10px}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
thead th{position:sticky;top:0;background:var(--card);z-index:1;border-bottom:1px solid var(--line);text-align:right;
padding:0;white-space:nowrap;font-size:12.5px}
thead th button{all:unset;display:block;padding:8px 10px;cursor:pointer;color:var(--muted)}
thead th button:focus-visible{outline:2px solid var(--accent)}
thead th[aria-sort=ascending] button::after{content:" ▲"}
thead th[aria-sort=descending] button::after{content:" ▼"}
th.name,td.name{text-align:left}
tbody tr.row{height:34px;cursor:pointer}
tbody td{padding:0 10px;border-bottom:1px solid var(--soft);text-align:right;white-space:nowrap}
td.name{max-width:220px;overflow:hidden;text-overflow:ellipsis;font-weight:500}
td.rank{color:var(--muted)}
tr.row:hover{background:var(--soft)}
tr.row.selected{background:var(--sel);box-shadow:inset 3px 0 var(--accent)}
tr.flagged td.sim .val{color:var(--hot);font-weight:700}
tr.no-detail td.frags{color:var(--muted)}
td.sim{min-width:120px}
.meter{display:inline-block;width:56px;height:6px;border-radius:3px;background:var(--soft);margin-right:8px;vertical-align:middle;overflow:hidden}
.meter span{display:block;height:100%;background:#8fa3b8}
tr.flagged .meter span{background:var(--hot)}
tr.spacer td{padding:0;border:0}
details.skipped,details.noted{margin-top:16px}
p.not-checked{margin-top:16px;padding:8px 12px;border-left:4px solid #b42318;background:#fef3f2}
details.skipped li,details.noted li{font-size:12.5px}
footer{padding:8px 28px 24px;color:var(--muted);font-size:12.5px}
kbd{font:11px ui-monospace,monospace;border:1px solid var(--line);border-bottom-width:2px;border-radius:4px;padding:0 4px;background:var(--card)}
`;

const PAIR = String.raw`
body.pair-open{overflow:hidden}
#pair-view{position:fixed;inset:0;display:flex;flex-direction:column;background:var(--bg);z-index:5}
#pair-view[hidden]{display:none}
.pair-head{padding:12px 20px 10px;border-bottom:1px solid var(--line);background:var(--card);display:flex;flex-direction:column;gap:8px}
.pair-title{display:flex;gap:12px;align-items:center;flex-wrap:wrap}
.pair-title h2{font-size:17px}
.pair-title h2 .rank{color:var(--muted);font-weight:400;margin-right:4px}
.pair-title h2 .vs{color:var(--muted);font-weight:400;margin:0 4px}
.pair-title .sim{font-weight:700;font-size:17px}
.pair-title .sim.hot{color:var(--hot)}
.back{background:var(--soft);border:1px solid var(--line);border-radius:7px;padding:4px 10px;cursor:pointer}
.stats{color:var(--muted);font-size:12.5px}
.frag-nav{display:flex;flex-wrap:wrap;gap:5px;align-items:center}
.frag-chip{min-width:28px;padding:2px 7px;border-radius:6px;border:1px solid var(--mark);
background:color-mix(in srgb,var(--mark) var(--mix),transparent);cursor:pointer;font-weight:600;font-size:12px}
.frag-chip.active{background:var(--mark);color:#111;box-shadow:0 0 0 2px var(--fg)}
.frag-info{font-size:12.5px;color:var(--muted);margin-left:8px}
.panes{flex:1;min-height:0;display:grid;grid-template-columns:1fr 1fr}
.pane{overflow:auto;min-width:0;border-right:1px solid var(--line);background:var(--card)}
.pane:focus{outline:none}
.pane:focus-visible{outline:2px solid var(--accent);outline-offset:-2px}
.pane-title{position:sticky;top:0;z-index:2;height:34px;background:var(--card);padding:6px 12px;border-bottom:1px solid var(--line);
font-weight:600;display:flex;gap:8px;align-items:baseline;white-space:nowrap;overflow:hidden}
.pane-title .side{font-size:11px;color:var(--card);background:var(--muted);border-radius:4px;padding:0 5px}
.file-name{position:sticky;top:34px;z-index:1;height:28px;background:var(--soft);border-bottom:1px solid var(--line);
font:600 12.5px ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;padding:5px 12px;
display:flex;justify-content:space-between;gap:8px}
.file-name span+span{color:var(--muted);font-weight:400}
.code{font:var(--code)/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;tab-size:4;padding-bottom:8px}
.ln{display:grid;grid-template-columns:3.6em 2.4em minmax(0,1fr);border-left:4px solid transparent}
.ln .no{color:var(--muted);text-align:right;padding-right:8px;user-select:none;opacity:.75}
.ln .mk{user-select:none;text-align:center}
.ln .tx{white-space:pre-wrap;overflow-wrap:anywhere;padding-right:10px}
.ln.f{background:color-mix(in srgb,var(--mark) var(--mix),transparent);border-left-color:var(--mark);cursor:pointer}
.ln.f.active{background:color-mix(in srgb,var(--mark) var(--mix-on),transparent);border-left-width:6px}
.ln.f.first{box-shadow:inset 0 1px 0 var(--mark)}
.ln .mk b{display:inline-block;min-width:1.7em;border-radius:4px;background:var(--mark);color:#111;font-size:11px;line-height:1.5}
.ln.starter{background:repeating-linear-gradient(135deg,var(--starter) 0 6px,transparent 6px 12px);color:var(--muted)}
.ln.starter-first .tx::after{content:"starter code";float:right;font:10.5px system-ui,sans-serif;color:var(--muted);
background:var(--card);border:1px solid var(--line);border-radius:4px;padding:0 6px;margin:1px 0 0 8px}
.legend{display:flex;gap:14px;flex-wrap:wrap;font-size:12px;color:var(--muted);align-items:center}
.swatch{display:inline-block;width:22px;height:12px;vertical-align:middle;border-radius:3px;margin-right:4px}
.swatch.starter{background:repeating-linear-gradient(135deg,#cfcfcf 0 4px,transparent 4px 8px);border:1px solid var(--line)}
.missing{padding:12px;color:var(--muted)}
.no-detail-note{padding:24px;max-width:720px}
@media (max-width:900px){.overview{grid-template-columns:1fr}.panes{grid-template-columns:1fr;grid-template-rows:1fr 1fr}}
@media (prefers-reduced-motion:reduce){*{scroll-behavior:auto!important}}
@media print{
:root{--bg:#fff;--card:#fff;--soft:#f0f0f0;--mix:40%;--mix-on:40%;--code:8.5pt}
*{print-color-adjust:exact;-webkit-print-color-adjust:exact}
.toolbar,.back,.frag-nav,footer .keys,.histogram .hit{display:none}
.table-wrap{max-height:none;overflow:visible;border:0}
#pair-view{position:static}
body.pair-open{overflow:visible}
body.pair-open #overview-view,body.pair-open .top{display:none}
.panes{display:grid;grid-template-columns:1fr 1fr}
.pane{overflow:visible}
.pane-title,.file-name{position:static}
.ln{break-inside:avoid}
.ln.starter,.swatch.starter{background:#eeeeee}
tr.row{break-inside:avoid}
}
`;

/** The whole stylesheet, fragment colour classes included. */
export const REPORT_STYLE = BASE + PAIR + renderFragmentColourCss() + '\n';
