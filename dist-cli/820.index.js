export const id = 820;
export const ids = [820];
export const modules = {

/***/ 3380:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ toLineRange),
/* harmony export */   l: () => (/* binding */ countLines)
/* harmony export */ });
/* harmony import */ var _engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3397);
// Token ranges to line ranges, through a file's token spans.

/** The lines a token range touches: from its first token's start line to its last token's end line. */
function toLineRange(spans, range) {
    if (range.end <= range.start)
        return { start: 0, end: 0 };
    return { start: spans[4 * range.start], end: (0,_engine_token_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .lastLineOf */ .S)(spans, range.start, range.end) + 1 };
}
/** How many lines the union of `ranges` covers. */
function countLines(ranges) {
    const sorted = [...ranges].sort((x, y) => x.start - y.start);
    let count = 0;
    let reached = 0;
    for (const range of sorted) {
        const start = Math.max(range.start, reached);
        if (range.end > start)
            count += range.end - start;
        reached = Math.max(reached, range.end);
    }
    return count;
}


/***/ }),

/***/ 4540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ toPairResult)
/* harmony export */ });
/* harmony import */ var _engine_compare_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2861);
/* harmony import */ var _engine_name_agreement_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3354);
/* harmony import */ var _decide_flag_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1737);
/* harmony import */ var _line_range_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3380);




function toPairResult(pair, naming, judging) {
    const fragments = [];
    const linesA = new Map();
    const linesB = new Map();
    for (const files of pair.files) {
        const fileA = naming.file(files.fileA);
        const fileB = naming.file(files.fileB);
        for (const fragment of files.fragments) {
            const a = { file: fileA.path, lines: fileA.lineRange(fragment.a), tokens: fragment.a };
            const b = { file: fileB.path, lines: fileB.lineRange(fragment.b), tokens: fragment.b };
            fragments.push({ a, b });
            append(linesA, a.file, a.lines);
            append(linesB, b.file, b.lines);
        }
    }
    fragments.sort((x, y) => (0,_engine_compare_text_js__WEBPACK_IMPORTED_MODULE_2__/* .compareText */ .n)(x.a.file, y.a.file) ||
        x.a.lines.start - y.a.lines.start ||
        (0,_engine_compare_text_js__WEBPACK_IMPORTED_MODULE_2__/* .compareText */ .n)(x.b.file, y.b.file) ||
        x.b.lines.start - y.b.lines.start);
    const { strongest, names, ...scores } = pair.scores;
    const agreement = (0,_engine_name_agreement_js__WEBPACK_IMPORTED_MODULE_0__/* .agreementShare */ .aV)(names);
    return {
        a: naming.submissionName(pair.a),
        b: naming.submissionName(pair.b),
        ...scores,
        sharedLinesA: sumLines(linesA),
        sharedLinesB: sumLines(linesB),
        informativeTokens: Math.round(strongest.informative),
        namesAgree: names.compared > 0 ? agreement : null,
        ...(0,_decide_flag_js__WEBPACK_IMPORTED_MODULE_1__/* .decideFlag */ .Vt)(pair.scores, judging.cohort, judging.settings),
        fragments,
    };
}
function append(map, file, range) {
    const list = map.get(file);
    if (list)
        list.push(range);
    else
        map.set(file, [range]);
}
function sumLines(map) {
    let total = 0;
    for (const ranges of map.values())
        total += (0,_line_range_js__WEBPACK_IMPORTED_MODULE_3__/* .countLines */ .l)(ranges);
    return total;
}


/***/ }),

/***/ 1014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ commonFolder)
/* harmony export */ });
// The folder every submission name starts with, so tables can show it once and the names short.
/** The longest common start of all names that ends with '/' and leaves every name non-empty. */
function commonFolder(names) {
    const first = names[0];
    if (first === undefined || names.length < 2)
        return '';
    let length = first.length;
    for (const name of names) {
        let i = 0;
        while (i < length && i < name.length && name[i] === first[i])
            i++;
        length = i;
    }
    // Nothing in common: lastIndexOf would search from 0 and take a leading '/' for a shared folder.
    if (length === 0)
        return '';
    const cut = first.lastIndexOf('/', length - 1) + 1;
    return names.every((name) => name.length > cut) ? first.slice(0, cut) : '';
}


/***/ }),

/***/ 5403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  qz: () => (/* binding */ DEFAULT_DETAIL_LIMIT),
  K2: () => (/* binding */ renderHtml)
});

// UNUSED EXPORTS: DEFAULT_TABLE_LIMIT, contentSecurityPolicy

// EXTERNAL MODULE: ./src/report/render-text.ts
var render_text = __webpack_require__(5534);
;// CONCATENATED MODULE: ./src/report/html/escape-html.ts
// Escaping for text and attribute values in the HTML report: every name, path and line of code that reaches
// markup goes through here. It must never be bypassed for data that came from a submission.
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
};
/** Text safe inside an element or a quoted attribute value. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

// EXTERNAL MODULE: ./src/engine/compare-text.ts
var compare_text = __webpack_require__(2861);
;// CONCATENATED MODULE: ./src/report/html/find-groups.ts

/** Components of two or more submissions; largest first, then by highest similarity, then by first name. */
function findGroups(pairs) {
    const parent = new Map();
    const root = (name) => {
        let node = name;
        while (parent.get(node) !== node)
            node = parent.get(node);
        parent.set(name, node);
        return node;
    };
    const flagged = pairs.filter((pair) => pair.flagged);
    for (const pair of flagged) {
        for (const name of [pair.a, pair.b])
            if (!parent.has(name))
                parent.set(name, name);
        const [x, y] = [root(pair.a), root(pair.b)];
        if (x !== y)
            parent.set(x < y ? y : x, x < y ? x : y);
    }
    const groups = new Map();
    for (const name of parent.keys()) {
        const key = root(name);
        const group = groups.get(key) ?? { members: [], pairs: 0, maxSimilarity: 0 };
        group.members.push(name);
        groups.set(key, group);
    }
    for (const pair of flagged) {
        const group = groups.get(root(pair.a));
        group.pairs++;
        group.maxSimilarity = Math.max(group.maxSimilarity, pair.similarity);
    }
    return [...groups.values()]
        .map((group) => ({ ...group, members: group.members.sort(compare_text/* compareText */.n) }))
        .sort((x, y) => y.members.length - x.members.length ||
        y.maxSimilarity - x.maxSimilarity ||
        (0,compare_text/* compareText */.n)(x.members[0], y.members[0]));
}

;// CONCATENATED MODULE: ./src/report/html/page-script.ts
// Generated by `npm run build:page` (tools/write-page-script.ts) from src/report/html/page/: do not edit.
// test/report-html/page-script.test.ts fails when it differs from a fresh build of that code.
/** The report page's script: page/main.ts and what it imports, bundled and minified; runs once on load. */
const PAGE_SCRIPT = "\"use strict\";(function(){function e(e,t=``,n){let r=document.createElement(e);return t&&(r.className=t),n!==void 0&&(r.textContent=n),r}var t=class extends Error{constructor(e,t){super(`the report page has no ${t} #${e}`),this.name=`MissingElementError`}};function n(e,n=HTMLElement){let r=document.getElementById(e);if(!(r instanceof n))throw new t(e,n.name);return r}function r(e){return(t,n)=>{let r=e(t),i=e(n);return r<i?-1:+(r>i)}}function i(e){return e.rows.map(t=>{let n={};return e.fields.forEach((e,r)=>{n[e]=t[r]}),n})}function a(){let e=JSON.parse(n(`report-data`).textContent??``);return{...e,pairs:i(e.pairs),details:e.details.map(e=>i(e))}}function o(e,t){return e.names[t]??``}function s(e,t){return e.files[t]?.path??``}function c(e,t){return t===0?{file:e.fileA,start:e.startA,end:e.endA,lines:e.linesA}:{file:e.fileB,start:e.startB,end:e.endB,lines:e.linesB}}function l(t,n,i){let{report:a}=t,l=e(`div`,`pane`);l.id=n===0?`pane-a`:`pane-b`,l.tabIndex=0;let f=n===0?i.a:i.b,p=e(`div`,`pane-title`);p.append(e(`span`,`side`,n===0?`A`:`B`),e(`span`,``,o(a,f)),e(`span`,`muted`,`${a.lines[f]} lines in all`)),l.appendChild(p);let m=[];for(let e of t.pair.fragments){let t=c(e,n).file;m.includes(t)||m.push(t)}m.sort(r(e=>s(a,e)));for(let e of m)l.appendChild(d(t,e,n));return l.addEventListener(`click`,e=>{let r=e.target instanceof Element?e.target.closest(`[data-f]`):null;r&&u(t,Number(r.dataset.f),n)}),l}function u(e,t,r){let{pair:i,report:a}=e,o=i.fragments[t];if(!o)return;for(let e of[0,1]){for(let t of i.lines[e][i.active]??[])t.classList.remove(`active`);for(let n of i.lines[e][t]??[])n.classList.add(`active`)}i.active=t;for(let e of[0,1]){let a=i.lines[e][t]?.[0];a&&e!==r&&m(n(e===0?`pane-a`:`pane-b`),a)}document.querySelectorAll(`.frag-chip`).forEach(e=>{e.classList.toggle(`active`,Number(e.dataset.f)===t)});let[l,u]=[c(o,0),c(o,1)],d=e=>s(a,e);n(`frag-info`).textContent=`Fragment ${o.label} of ${i.fragments.length}: ${d(l.file)} ${l.lines}  ↔  ${d(u.file)} ${u.lines}`}function d(t,n,r){let{files:i}=t.report,a=i[n],o=e(`section`,`file`),s=a?.same===void 0?a?.text:i[a.same]?.text,l=s===void 0?[]:p(s),u=e(`h3`,`file-name`),d=s===void 0?`no source text`:`${l.length} lines`;if(u.append(e(`span`,``,a?.path??``),e(`span`,``,d)),o.appendChild(u),s===void 0)return o.appendChild(e(`p`,`missing`,`This file's code is not in this report: it comes from a snapshot, which keeps fingerprints and line numbers only, never source text. The fragment line above says which lines match.`)),o;let m=[],h=[];t.pair.fragments.forEach((e,t)=>{let{file:i,start:a,end:o}=c(e,r);if(i===n){for(let e=a;e<o;e++)(m[e]??=[]).push(t);(h[a]??=[]).push(t)}});let g=[];for(let{start:e,end:t}of a?.starterLines??[])for(let n=e;n<t;n++)g[n]=n===e&&t-e>=3?2:1;let _=e(`div`,`code`),v=document.createDocumentFragment();return l.forEach((e,n)=>{let i={cover:m[n],starts:h[n],starter:g[n]};v.appendChild(f(t,{n,text:e,side:r},i))}),_.appendChild(v),o.appendChild(_),o}function f(t,{n,text:r,side:i},a){let{pair:o}=t,s=e(`div`,`ln`),c=e(`span`,`mk`);s.append(e(`span`,`no`,String(n+1)),c,e(`span`,`tx`,r));let[l]=a.cover??[];if(l!==void 0){s.className=`ln f c${o.fragments[l]?.colour}${a.starts?` first`:``}`,s.dataset.f=String(l);for(let e of a.cover??[])(o.lines[i][e]??=[]).push(s);for(let t of a.starts??[]){let n=o.fragments[t],r=e(`b`,`c${n?.colour}`,n?.label);r.dataset.f=String(t),r.title=`fragment ${n?.label}`,c.appendChild(r)}}else a.starter&&(s.className=a.starter===2?`ln starter starter-first`:`ln starter`);return s}function p(e){let t=e.split(`\n`);return t.length>1&&t[t.length-1]===``&&t.pop(),t}function m(e,t){let n=t.getBoundingClientRect().top-e.getBoundingClientRect().top+e.scrollTop,r=t=>e.querySelector(t)?.offsetHeight??0,i=r(`.pane-title`)+r(`.file-name`);e.scrollTo({top:Math.max(0,n-i-(e.clientHeight-i)*.2),behavior:`smooth`})}let h=[`rank`,`sim`,`covA`,`covB`,`longest`,`lines`,`a`,`b`,`frags`];function g(e){return`${(e*100).toFixed(1)}%`}function _(e){let{table:t,report:r}=e,i=n(`table-wrap`),a=t.view.length,o=Math.max(0,Math.floor(i.scrollTop/t.rowHeight)-10),s=Math.min(a,o+Math.ceil(i.clientHeight/t.rowHeight)+20);if(t.printing&&(o=0,s=Math.min(a,2e3)),o===t.first&&s===t.last)return;t.first=o,t.last=s;let c=document.createDocumentFragment();o>0&&c.appendChild(x(o*t.rowHeight));for(let n=o;n<s;n++){let i=t.view[n]??-1,a=r.pairs[i];a&&c.appendChild(y(e,{pair:a,rank:i,selected:n===t.selected}))}s<a&&c.appendChild(x((a-s)*t.rowHeight));let l=n(`rows`);l.replaceChildren(c);let u=l.querySelector(`tr.row`);u&&u.getBoundingClientRect().height>0&&(t.rowHeight=u.getBoundingClientRect().height)}function v(e,t){let{table:r}=e;if(r.view.length===0)return;r.selected=Math.max(0,Math.min(r.view.length-1,t));let i=n(`table-wrap`),a=n(`pairs`,HTMLTableElement).tHead?.getBoundingClientRect().height??0,o=r.selected*r.rowHeight;o<i.scrollTop?i.scrollTop=o:o+r.rowHeight>i.scrollTop+i.clientHeight-a&&(i.scrollTop=o+r.rowHeight-i.clientHeight+a),r.first=-1,_(e),n(`rows`).querySelector(`tr.selected`)?.scrollIntoView({block:`nearest`})}function y(t,{pair:n,rank:r,selected:i}){let a=n.detail<0,s=e(`tr`,`row${n.flagged?` flagged`:``}${a?` no-detail`:``}${i?` selected`:``}`);s.dataset.rank=String(r),n.flagged&&(s.title=`flagged: ${n.reason}`),s.setAttribute(`aria-selected`,i?`true`:`false`),b(s,`rank`,String(r+1));let c=e(`span`,`meter`),l=e(`span`);l.style.width=`${Math.round(n.similarity*100)}%`,c.appendChild(l),b(s,`sim`,``).append(c,e(`span`,`val`,g(n.similarity))),b(s,`num`,g(n.coverageA)),b(s,`num`,g(n.coverageB)),b(s,`num`,String(n.longest)),b(s,`num`,`${n.sharedLinesA} / ${n.sharedLinesB}`);let[u,d]=[o(t.report,n.a),o(t.report,n.b)];return b(s,`name`,u,u),b(s,`name`,d,d),b(s,`num frags`,a?`${n.fragments} ·`:String(n.fragments),a?`no side-by-side detail in this report`:``),s}function b(t,n,r,i=``){let a=e(`td`,n,r);return i&&(a.title=i),t.appendChild(a),a}function x(t){let n=e(`tr`,`spacer`),r=e(`td`);return r.colSpan=h.length,r.style.height=`${t}px`,n.appendChild(r),n}function S(e){return h.some(t=>t===e)}function C(e){let t=(t,n)=>r(r=>{let i=e.pairs[r];return i===void 0?n:t(i)});return{rank:{compare:r(e=>e),descending:!1},sim:{compare:t(e=>e.similarity,0),descending:!0},covA:{compare:t(e=>e.coverageA,0),descending:!0},covB:{compare:t(e=>e.coverageB,0),descending:!0},longest:{compare:t(e=>e.longest,0),descending:!0},lines:{compare:t(e=>Math.max(e.sharedLinesA,e.sharedLinesB),0),descending:!0},a:{compare:t(t=>o(e,t.a),``),descending:!1},b:{compare:t(t=>o(e,t.b),``),descending:!1},frags:{compare:t(e=>e.fragments,0),descending:!0}}}function w(e,t){let{table:r,report:i}=e,a=C(i)[r.key].compare,o=r.descending?-1:1,s=[];i.pairs.forEach((t,n)=>{T(e,t)&&s.push(n)}),s.sort((e,t)=>a(e,t)*o||e-t),r.view=s;let c=t===void 0?-1:s.indexOf(t);r.selected=c>=0?c:0,r.first=-1;let l=i.pairs.length;n(`count`).textContent=s.length===l?`${l} pairs`:`${s.length} of ${l} pairs`,E(e),_(e),document.querySelectorAll(`#pairs thead th`).forEach(e=>{let t=e.dataset.key===r.key?r.descending?`descending`:`ascending`:`none`;e.setAttribute(`aria-sort`,t)})}function T(e,t){let{table:n,report:r}=e;if(n.flaggedOnly&&!t.flagged)return!1;let{range:i}=n;if(i&&(t.similarity<i.low||t.similarity>=i.high&&i.high<1))return!1;if(n.group>=0){let e=r.groups[n.group]??[];if(!e.includes(t.a)||!e.includes(t.b))return!1}if(!n.text)return!0;let a=`${o(r,t.a)}\\n${o(r,t.b)}`.toLowerCase();return n.text.split(/\\s+/).every(e=>a.includes(e))}function E(t){let{table:r,report:i}=t,a=n(`active-filters`);a.replaceChildren();let o=(n,r)=>{let i=e(`button`,`chip`,`${n} ×`);i.type=`button`,i.title=`Remove this filter`,i.addEventListener(`click`,()=>{r(),w(t)}),a.appendChild(i)},{range:s}=r;s&&o(`similarity ${g(s.low)}–${g(s.high)}`,()=>{r.range=void 0}),r.group>=0&&o(`group ${r.group+1} (${i.groups[r.group]?.length??0} submissions)`,()=>{r.group=-1}),document.querySelectorAll(`.histogram .bin`).forEach(e=>{e.classList.toggle(`on`,!!s&&Number(e.dataset.lo)===s.low)}),document.querySelectorAll(`.group`).forEach(e=>{e.classList.toggle(`on`,Number(e.dataset.group)===r.group)})}function D(e,t){if(t.ctrlKey||t.metaKey||t.altKey)return;let r=t.key,i=t.target instanceof Element?t.target:void 0;if(i instanceof HTMLElement&&/^(INPUT|TEXTAREA|SELECT)$/.test(i.tagName)){(r===`Escape`||r===`Enter`)&&i.blur();return}let{table:a}=e,o=e.pair.rank>=0,s=!0;r===`Escape`?o?location.hash=`pairs`:(a.range=void 0,a.group=-1,w(e)):o&&(r===`n`||r===`p`)?u(e,e.pair.active+(r===`n`?1:-1),-1):o&&(r===`j`||r===`k`)?O(e,r===`j`?1:-1):!o&&(r===`j`||r===`ArrowDown`)?v(e,a.selected+1):!o&&(r===`k`||r===`ArrowUp`)?v(e,a.selected-1):!o&&r===`Enter`&&a.view.length>0&&!/^(BUTTON|A)$/.test(i?.tagName??``)?O(e,0):!o&&r===`/`?n(`filter`).focus():s=!1,s&&t.preventDefault()}function O(e,t){let{table:n}=e;if(n.view.length===0)return;n.selected=Math.max(0,Math.min(n.view.length-1,n.selected+t));let r=`#pair-${(n.view[n.selected]??0)+1}`;e.pair.rank>=0?location.replace(r):location.hash=r}function k(){return{rank:-1,fragments:[],lines:[[],[]],active:-1}}function A(e,t){return{report:e,table:{key:`rank`,descending:!1,text:``,flaggedOnly:!1,range:void 0,group:-1,view:[],selected:0,rowHeight:34,first:-1,last:-1,printing:!1},pair:k(),windowScroll:0,baseTitle:t}}function j(t,r){let{report:i,table:a}=t,s=i.pairs[r];if(!s)return M(t);let c=n(`pair-view`);t.pair.rank<0&&(t.windowScroll=window.scrollY),t.pair={...k(),rank:r,fragments:i.details[s.detail]??[]};let d=a.view.indexOf(r);if(d>=0&&(a.selected=d),c.replaceChildren(N(t,s,r)),s.detail<0)c.appendChild(I(t,s,r));else{let n=e(`div`,`panes`);n.append(l(t,0,s),l(t,1,s)),c.appendChild(n)}c.hidden=!1,document.body.classList.add(`pair-open`),n(`overview-view`).setAttribute(`aria-hidden`,`true`),document.title=`#${r+1} ${o(i,s.a)} ↔ ${o(i,s.b)} · codewinnow`,t.pair.fragments.length>0&&u(t,0,-1),(c.querySelector(`.pane`)??c.querySelector(`.back`))?.focus({preventScroll:!0})}function M(e){if(e.pair.rank<0)return;e.pair=k();let t=n(`pair-view`);t.hidden=!0,t.replaceChildren(),document.body.classList.remove(`pair-open`),n(`overview-view`).removeAttribute(`aria-hidden`),document.title=e.baseTitle,e.table.first=-1,_(e),window.scrollTo(0,e.windowScroll)}function N(t,n,r){let i=e(`div`,`pair-head`),a=e(`div`,`pair-title`),s=e(`button`,`back`,`← All pairs`);s.type=`button`,s.title=`Back to the table (Esc)`,s.addEventListener(`click`,()=>{location.hash=`pairs`});let[c,l]=[o(t.report,n.a),o(t.report,n.b)],u=e(`h2`);u.append(e(`span`,`rank`,`#${r+1}`),` `,c,` `,e(`span`,`vs`,`↔`),` `,l),a.append(s,u,e(`span`,`sim${n.flagged?` hot`:``}`,`${g(n.similarity)} similar`));let d=e(`div`,`stats`,`covers ${g(n.coverageA)} of A and ${g(n.coverageB)} of B · longest fragment ${n.longest} tokens · shared lines ${n.sharedLinesA} / ${n.sharedLinesB} · ${n.fragments} fragments`+(n.flagged?` · flagged: ${n.reason}`:``));return i.append(a,d),t.pair.fragments.length>0&&i.append(P(t),F()),i}function P(t){let n=e(`nav`,`frag-nav`);n.setAttribute(`aria-label`,`Fragments`),t.pair.fragments.forEach((r,i)=>{let a=e(`button`,`frag-chip c${r.colour}`,r.label);a.type=`button`,a.dataset.f=String(i),a.title=`Fragment ${r.label} (n / p)`,a.addEventListener(`click`,()=>u(t,i,-1)),n.appendChild(a)});let r=e(`span`,`frag-info`);return r.id=`frag-info`,n.appendChild(r),n}function F(){let t=e(`div`,`legend`),n=e(`span`,``,`starter code (never counted)`);return n.prepend(e(`span`,`swatch starter`)),t.append(n,e(`span`,``,`Each fragment has one colour and number on both sides; click one to bring its partner into view.`)),t}function I(t,n,r){let{report:i}=t,a=e(`div`,`no-detail-note`);return a.append(e(`p`,``,`This pair is ranked #${r+1}. To keep the file small, the report shows code side by side only for the top ${i.details.length} pairs.`),e(`p`,`muted`,`To see it, run codewinnow compare on ${o(i,n.a)} and ${o(i,n.b)} (with the same --base) and --html.`)),a}let L=A(a(),document.title);z(L),B(L),V(L),w(L),R(L),document.body.classList.add(`ready`);function R(e){let t=/^#pair-(\\d+)$/.exec(location.hash);t?j(e,Number(t[1])-1):M(e)}function z(e){let{table:t}=e;n(`filter`,HTMLInputElement).addEventListener(`input`,n=>{n.target instanceof HTMLInputElement&&(t.text=n.target.value.trim().toLowerCase()),w(e)}),n(`flagged-only`,HTMLInputElement).addEventListener(`change`,n=>{n.target instanceof HTMLInputElement&&(t.flaggedOnly=n.target.checked),w(e)});let r=C(e.report);document.querySelectorAll(`#pairs thead th`).forEach(n=>{n.querySelector(`button`)?.addEventListener(`click`,()=>{let i=n.dataset.key;S(i)&&(t.descending=t.key===i?!t.descending:r[i].descending,t.key=i,w(e,t.view[t.selected]))})}),n(`rows`).addEventListener(`click`,e=>{let t=e.target instanceof Element?e.target.closest(`tr.row`):null;t&&(location.hash=`pair-${Number(t.dataset.rank)+1}`)});let i=!1;n(`table-wrap`).addEventListener(`scroll`,()=>{i||(i=!0,requestAnimationFrame(()=>{i=!1,_(e)}))})}function B(e){let{table:t}=e,n=n=>{let r=Number(n.dataset.lo);t.range=t.range?.low===r?void 0:{low:r,high:Number(n.dataset.hi)},w(e)};document.querySelectorAll(`.histogram .bin`).forEach(e=>{e.addEventListener(`click`,()=>n(e)),e.addEventListener(`keydown`,t=>{(t.key===`Enter`||t.key===` `)&&(t.preventDefault(),t.stopPropagation(),n(e))})}),document.querySelectorAll(`.group`).forEach(n=>{n.addEventListener(`click`,()=>{let r=Number(n.dataset.group);t.group=t.group===r?-1:r,w(e)})})}function V(e){let{table:t}=e,n=n=>()=>{t.printing=n,t.first=-1,_(e)};window.addEventListener(`resize`,()=>{t.first=-1,_(e)}),window.addEventListener(`beforeprint`,n(!0)),window.addEventListener(`afterprint`,n(!1)),window.addEventListener(`hashchange`,()=>R(e)),document.addEventListener(`keydown`,t=>D(e,t))}})();";

// EXTERNAL MODULE: ./src/report/plural.ts
var plural = __webpack_require__(1190);
;// CONCATENATED MODULE: ./src/report/html/render-groups.ts
// The overview's list of groups: submissions linked by flagged pairs, each a button that filters the table
// to the pairs among its members.



/** How many groups the overview lists; the rest are counted. */
const LISTED_GROUPS = 40;
/** `prefix` is cut from every name (the folder all submissions share). */
function renderGroups(groups, threshold, prefix = '') {
    if (groups.length === 0) {
        return `<p class="muted">No pair reaches the threshold (${(0,render_text/* percent */.K)(threshold)}), so no submissions are linked.</p>`;
    }
    const items = groups.slice(0, LISTED_GROUPS).map((group, i) => {
        const size = group.members.length;
        const possible = (size * (size - 1)) / 2;
        const pairs = group.pairs === possible ? `${(0,plural/* plural */.L)(group.pairs, 'pair')}` : `${group.pairs} of ${possible} pairs`;
        return (`<li><button type="button" class="group" data-group="${i}">` +
            `<span class="group-head">${size} submissions · ${pairs} flagged · up to ${(0,render_text/* percent */.K)(group.maxSimilarity)}</span>` +
            `<span class="group-names">${group.members.map((name) => `<span class="name">${escapeHtml(name.slice(prefix.length))}</span>`).join(' ')}</span>` +
            '</button></li>');
    });
    const more = groups.length > LISTED_GROUPS
        ? `<p class="muted">… and ${groups.length - LISTED_GROUPS} more groups.</p>`
        : '';
    const caption = `<p class="caption">${(0,plural/* plural */.L)(groups.length, 'group')} of submissions linked by flagged pairs. Click one to list its pairs.</p>`;
    return `<ol class="groups">${items.join('')}</ol>${more}${caption}`;
}

;// CONCATENATED MODULE: ./src/report/html/render-histogram.ts
const BINS = 20;
const WIDTH = 600;
const HEIGHT = 170;
const LEFT = 8;
const TOP = 18;
const PLOT_W = WIDTH - 2 * LEFT;
const PLOT_H = 120;
/** Counts per 5% bin; bin i holds similarities in [i/20, (i+1)/20), the last one 1.0 too. */
function toHistogramBins(pairs) {
    const bins = new Array(BINS).fill(0);
    for (const pair of pairs) {
        const bin = Math.min(BINS - 1, Math.floor(pair.similarity * BINS + 1e-9));
        bins[bin] = bins[bin] + 1;
    }
    return bins;
}
function renderHistogram(pairs, settings) {
    const bins = toHistogramBins(pairs);
    const peak = Math.log1p(Math.max(1, ...bins));
    const x = (share) => LEFT + share * PLOT_W;
    const parts = [
        `<svg class="histogram" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="group" aria-label="Histogram of pair similarities, log scale">`,
    ];
    if (settings.minSimilarity > 0) {
        const w = x(settings.minSimilarity) - LEFT;
        parts.push(`<rect class="unlisted" x="${LEFT}" y="${TOP}" width="${num(w)}" height="${PLOT_H}"><title>below --min-similarity: not listed</title></rect>`);
    }
    bins.forEach((count, i) => parts.push(renderBin(i, count, peak, settings.threshold)));
    parts.push(`<line class="axis" x1="${LEFT}" y1="${TOP + PLOT_H}" x2="${LEFT + PLOT_W}" y2="${TOP + PLOT_H}"/>`);
    for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
        const anchor = tick === 0 ? 'start' : tick === 1 ? 'end' : 'middle';
        parts.push(`<text class="tick" x="${num(x(tick))}" y="${TOP + PLOT_H + 16}" text-anchor="${anchor}">${tick * 100}%</text>`);
    }
    const tx = num(x(settings.threshold));
    parts.push(`<line class="threshold" x1="${tx}" y1="${TOP - 6}" x2="${tx}" y2="${TOP + PLOT_H}"/>`, `<text class="threshold-label" x="${tx}" y="${TOP - 8}" text-anchor="${settings.threshold > 0.8 ? 'end' : 'start'}">threshold ${percent(settings.threshold)}</text>`, '</svg>');
    return parts.join('');
}
function renderBin(i, count, peak, threshold) {
    const lo = i / BINS;
    const hi = (i + 1) / BINS;
    const slot = PLOT_W / BINS;
    const height = count === 0 ? 0 : Math.max(2, (Math.log1p(count) / peak) * PLOT_H);
    const y = TOP + PLOT_H - height;
    const hot = lo >= threshold - 1e-9 ? ' hot' : '';
    const range = `${percent(lo)}–${percent(hi)}`;
    const label = `${count} ${count === 1 ? 'pair' : 'pairs'} at ${range}`;
    return (`<g class="bin${hot}" data-lo="${lo}" data-hi="${hi}" tabindex="0" role="button" aria-label="${label}: show in the table">` +
        `<title>${label}</title>` +
        `<rect class="hit" x="${num(LEFT + i * slot)}" y="${TOP}" width="${num(slot)}" height="${PLOT_H}"/>` +
        `<rect class="bar" x="${num(LEFT + i * slot + 2)}" y="${num(y)}" width="${num(slot - 4)}" height="${num(height)}"/>` +
        (count > 0
            ? `<text class="count" x="${num(LEFT + (i + 0.5) * slot)}" y="${num(y - 3)}" text-anchor="middle">${count}</text>`
            : '') +
        '</g>');
}
function percent(share) {
    return `${Math.round(share * 1000) / 10}%`;
}
function num(value) {
    return String(Math.round(value * 10) / 10);
}

// EXTERNAL MODULE: ./src/report/reading-notes.ts
var reading_notes = __webpack_require__(1518);
;// CONCATENATED MODULE: ./src/report/html/render-reading.ts


const MAX_LISTED = 500;
function renderReading(result) {
    const notChecked = (0,reading_notes/* notCheckedSubmissions */.a6)(result);
    const warning = notChecked.length === 0
        ? ''
        : `<p class="not-checked" role="alert"><strong>${notChecked.length} not checked</strong>: no file could be compared in ${notChecked.map(escapeHtml).join(', ')}.</p>`;
    const skipped = result.skipped.map((skip) => `${escapeHtml(skip.submission)}/${escapeHtml(skip.path)}: ${escapeHtml(skip.detail)}`);
    const noted = (0,reading_notes/* notedFiles */.wi)(result).map((file) => `${escapeHtml(file.submission)}/${escapeHtml(file.path)}: ${escapeHtml((0,reading_notes/* describeNotes */.Ne)(file.notes))}`);
    return (warning +
        renderList('skipped', `${skipped.length} files not compared`, skipped) +
        renderList('noted', `${noted.length} files read with notes (encoding, cut, minified, language by content)`, noted));
}
function renderList(className, summary, items) {
    if (items.length === 0)
        return '';
    const listed = items.slice(0, MAX_LISTED).map((item) => `<li>${item}</li>`);
    const more = items.length > MAX_LISTED ? `<li>… and ${items.length - MAX_LISTED} more</li>` : '';
    return `<details class="${className}"><summary>${summary}</summary><ul>${listed.join('')}${more}</ul></details>`;
}

;// CONCATENATED MODULE: ./src/report/html/fragment-marks.ts
// How the HTML report tells a pair's fragments apart: a number label and a colour from Paul Tol's "light"
// scheme, made for colour-blind readers and for text on top. The label is always shown, so colour is never
// the only cue. The same fragment gets the same mark on both sides.
/** Paul Tol's "light" qualitative colours, without its pale grey (that one marks starter code). */
const FRAGMENT_COLOURS = [
    '#77AADD',
    '#EE8866',
    '#EEDD88',
    '#FFAABB',
    '#99DDFF',
    '#44BB99',
    '#BBCC33',
    '#AAAA00',
];
/** The mark of the pair's `index`-th fragment (0-based, in the pair's fragment order). */
function toFragmentMark(index) {
    return { label: String(index + 1), colour: index % FRAGMENT_COLOURS.length };
}
/** CSS classes `.c0` … `.c7`: the colour as a custom property the stylesheet uses for fills and borders. */
function renderFragmentColourCss() {
    return FRAGMENT_COLOURS.map((colour, i) => `.c${i}{--mark:${colour}}`).join('\n');
}

;// CONCATENATED MODULE: ./src/report/html/report-style.ts
// The HTML report's stylesheet: calm colours (Okabe–Ito accents, Paul Tol fragment tints), a light and a dark
// scheme, a code view for side-by-side reading, and a print layout. Only CSS; the markup lives elsewhere.

const BASE = String.raw `
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
const PAIR = String.raw `
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
const REPORT_STYLE = BASE + PAIR + renderFragmentColourCss() + '\n';

// EXTERNAL MODULE: ./src/engine/sha256.ts
var sha256 = __webpack_require__(9539);
;// CONCATENATED MODULE: ./src/report/html/sha256-base64.ts
// SHA-256 of a string's UTF-8 bytes, base64-encoded: the hashes the report's Content-Security-Policy lists so
// that its own inline script and style, and nothing else, may run. Pure: the report may not import node:crypto.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** The base64 SHA-256 digest of `text` encoded as UTF-8, as a CSP `'sha256-…'` source wants it. */
function sha256Base64(text) {
    return toBase64((0,sha256/* sha256 */.s)(toUtf8(text)));
}
function toUtf8(text) {
    const bytes = [];
    for (const char of text) {
        const c = char.codePointAt(0);
        if (c < 0x80)
            bytes.push(c);
        else if (c < 0x800)
            bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63));
        else if (c < 0x10000)
            bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
        else
            bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    }
    return Uint8Array.from(bytes);
}
function toBase64(bytes) {
    let out = '';
    for (let i = 0; i < bytes.length; i += 3) {
        const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
        out += BASE64[n >> 18] + BASE64[(n >> 12) & 63] + BASE64[(n >> 6) & 63] + BASE64[n & 63];
    }
    const pad = (3 - (bytes.length % 3)) % 3;
    return out.slice(0, out.length - pad) + '='.repeat(pad);
}

// EXTERNAL MODULE: ./src/report/common-folder.ts
var common_folder = __webpack_require__(1014);
// EXTERNAL MODULE: ./src/report/lines.ts
var lines = __webpack_require__(2365);
;// CONCATENATED MODULE: ./src/report/html/record-table.ts
// Records of one shape written as a header and rows, so each field's name is written once rather than once
// per record: the report lists thousands of pairs. to-html-payload.ts packs them; the page unpacks them.
/**
 * Packs records that all have the same fields (the type admits no optional ones); the first record's fields,
 * in its order, name the columns.
 */
function toRecordTable(records) {
    const first = records[0];
    const fields = first === undefined ? [] : fieldsOf(first);
    return { fields, rows: records.map((record) => fields.map((field) => record[field])) };
}
/** The records `toRecordTable` packed, each with every field of the table. */
function fromRecordTable(table) {
    return table.rows.map((row) => {
        const record = {};
        table.fields.forEach((field, column) => {
            record[field] = row[column];
        });
        return record;
    });
}
function fieldsOf(record) {
    return Object.keys(record);
}

;// CONCATENATED MODULE: ./src/report/html/to-html-payload.ts




function toHtmlPayload(result, source, limits) {
    const names = result.submissions.map((s) => s.name);
    const index = new Map(names.map((name, i) => [name, i]));
    const { files, fileOf } = collectFiles(result, source, index);
    const details = [];
    const cells = (0,lines/* cellsOf */.nc)(result.submissions);
    const pairs = result.pairs.slice(0, limits.tableLimit).map((pair, rank) => {
        const detail = rank < limits.detailLimit ? details.push(toFragmentEntries(pair, fileOf, cells)) - 1 : -1;
        return toPairEntry(pair, index, detail);
    });
    const prefix = (0,common_folder/* commonFolder */.M)(names);
    return {
        prefix,
        names: names.map((name) => name.slice(prefix.length)),
        lines: result.submissions.map((s) => s.files.reduce((sum, f) => sum + f.lines, 0)),
        pairs: toRecordTable(pairs),
        details: details.map((fragments) => toRecordTable(fragments)),
        files,
        groups: limits.groups.map((members) => members.map((name) => index.get(name) ?? -1)),
        threshold: result.settings.threshold,
    };
}
/** The files the fragments name, each once, in order of first use; a text seen before points at its twin. */
function collectFiles(result, source, index) {
    const summaries = new Map(result.submissions.flatMap((s) => s.files.map((f) => [fileKey(s.name, f.path), f])));
    const files = [];
    const fileIndex = new Map();
    const textIndex = new Map();
    const fileOf = (submission, path) => {
        const key = fileKey(submission, path);
        let at = fileIndex.get(key);
        if (at === undefined) {
            const text = source(submission, path);
            const same = text === undefined ? undefined : textIndex.get(text);
            at = files.push(toFileEntry(index.get(submission) ?? -1, path, { text, same }, summaries.get(key))) - 1;
            fileIndex.set(key, at);
            if (text !== undefined && same === undefined)
                textIndex.set(text, at);
        }
        return at;
    };
    return { files, fileOf };
}
function toPairEntry(pair, index, detail) {
    return {
        a: index.get(pair.a) ?? -1,
        b: index.get(pair.b) ?? -1,
        similarity: round(pair.similarity),
        coverageA: round(pair.coverageA),
        coverageB: round(pair.coverageB),
        longest: pair.longestFragment,
        sharedLinesA: pair.sharedLinesA,
        sharedLinesB: pair.sharedLinesB,
        flagged: pair.flagged,
        reason: pair.reason,
        fragments: pair.fragments.length,
        detail,
    };
}
function toFragmentEntries(pair, fileOf, cells) {
    return pair.fragments.map((fragment, i) => {
        const { a, b } = fragment;
        const mark = toFragmentMark(i);
        return {
            fileA: fileOf(pair.a, a.file),
            startA: a.lines.start,
            endA: a.lines.end,
            fileB: fileOf(pair.b, b.file),
            startB: b.lines.start,
            endB: b.lines.end,
            colour: mark.colour,
            label: mark.label,
            linesA: (0,lines/* renderLines */.ET)(a.lines, cells(pair.a, a.file)),
            linesB: (0,lines/* renderLines */.ET)(b.lines, cells(pair.b, b.file)),
        };
    });
}
function toFileEntry(submission, path, content, summary) {
    const starterLines = (summary?.starterLines ?? []).map(({ start, end }) => ({ start, end }));
    if (content.same !== undefined)
        return { submission, path, same: content.same, starterLines };
    return content.text === undefined
        ? { submission, path, starterLines }
        : { submission, path, text: content.text, starterLines };
}
function fileKey(submission, path) {
    return `${submission}\u0000${path}`;
}
function round(share) {
    return Math.round(share * 10_000) / 10_000;
}

;// CONCATENATED MODULE: ./src/report/html/to-script-json.ts
// Data embedded in the HTML report as `<script type="application/json">`: JSON that can never close the
// element or start markup, whatever the student code inside it says.
/**
 * JSON text for a script element: `<` becomes \u003c (so neither `</script` nor `<!--` can appear), `>` and `&`
 * likewise, and U+2028/U+2029 are escaped as in older JavaScript they end a line. `JSON.parse` reads it back
 * unchanged.
 */
function toScriptJson(value) {
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

;// CONCATENATED MODULE: ./src/report/html/render-html.ts











const DEFAULT_DETAIL_LIMIT = 200;
const DEFAULT_TABLE_LIMIT = 50_000;
const COLUMNS = [
    ['rank', '#', ''],
    ['sim', 'Similarity', ''],
    ['covA', 'Covers A', ''],
    ['covB', 'Covers B', ''],
    ['longest', 'Longest', ''],
    ['lines', 'Shared lines A / B', ''],
    ['a', 'Submission A', 'name'],
    ['b', 'Submission B', 'name'],
    ['frags', 'Fragments', ''],
];
/** The whole page as one string. The same result and sources always give the same bytes. */
function renderHtml(result, options) {
    const detailLimit = options.detailLimit ?? DEFAULT_DETAIL_LIMIT;
    const tableLimit = options.tableLimit ?? DEFAULT_TABLE_LIMIT;
    const groups = findGroups(result.pairs);
    const payload = toHtmlPayload(result, options.source, {
        detailLimit,
        tableLimit,
        groups: groups.map((group) => group.members),
    });
    const flagged = result.pairs.filter((pair) => pair.flagged).length;
    const title = `codewinnow · ${result.submissions.length} submissions · ${flagged} flagged ${flagged === 1 ? 'pair' : 'pairs'}`;
    return [
        '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy()}">`,
        '<meta name="referrer" content="no-referrer">\n<meta name="robots" content="noindex, nofollow">',
        `<title>${escapeHtml(title)}</title>\n<link rel="icon" href="data:,">`,
        `<style>${REPORT_STYLE}</style>\n</head>\n<body>`,
        renderTop(result, flagged, payload.prefix),
        '<main>\n<div id="overview-view">',
        '<section class="overview">',
        `<div class="card"><h2>Similarity of all listed pairs</h2>${renderHistogram(result.pairs, result.settings)}` +
            `<p class="caption">${result.pairs.length} pairs at or above ${(0,render_text/* percent */.K)(result.settings.minSimilarity)}, on a log scale. Click a bar to list its pairs.</p></div>`,
        `<div class="card"><h2>Groups at or above the threshold</h2>${renderGroups(groups, result.settings.threshold, payload.prefix)}</div>`,
        '</section>',
        renderTableShell(result, { detailLimit, tableLimit, flagged }),
        renderReading(result),
        '</div>\n<section id="pair-view" hidden aria-live="polite"></section>\n</main>',
        renderFooter(),
        `<script type="application/json" id="report-data">${toScriptJson(payload)}</script>`,
        `<script>${PAGE_SCRIPT}</script>`,
        '<noscript><p>This report needs JavaScript to show the table and the code.</p></noscript>',
        '</body>\n</html>\n',
    ].join('\n');
}
/** Nothing may be fetched; only this page's own script and stylesheet, by hash, may run. */
function contentSecurityPolicy() {
    return [
        "default-src 'none'",
        `script-src 'sha256-${sha256Base64(PAGE_SCRIPT)}'`,
        `style-src 'sha256-${sha256Base64(REPORT_STYLE)}'`,
        'img-src data:',
        "base-uri 'none'",
        "form-action 'none'",
    ].join('; ');
}
function renderTop(result, flagged, prefix) {
    const { settings } = result;
    const files = result.submissions.reduce((n, s) => n + s.files.length, 0);
    const share = settings.maxShare < 1 ? ` · code in over ${(0,render_text/* percent */.K)(settings.maxShare)} of submissions ignored` : '';
    return ('<header class="top"><h1>codewinnow <span>similarity report</span></h1>' +
        `<p class="summary">${result.submissions.length} submissions${prefix ? ` in <code>${escapeHtml(prefix)}</code>` : ''} · ${files} files · ${result.pairs.length} pairs listed · ` +
        `<strong>${flagged} flagged</strong> (≥ ${(0,render_text/* percent */.K)(settings.threshold)}) · k=${settings.k}, w=${settings.w}${share}</p>` +
        '<p class="notice"><strong>Confidential:</strong> this report contains students\' code. Keep it where only course staff can read it. ' +
        'Similarity is a reason to look, not a verdict.</p></header>');
}
function renderTableShell(result, limits) {
    const headers = COLUMNS.map(([key, label, className]) => `<th data-key="${key}"${className ? ` class="${className}"` : ''} aria-sort="none"><button type="button">${label}</button></th>`).join('');
    const total = result.pairs.length;
    const detailed = Math.min(total, limits.detailLimit);
    const notes = [
        detailed === total
            ? 'Every listed pair can be opened side by side.'
            : `Code side by side is included for the top ${detailed} pairs` +
                (limits.flagged <= detailed
                    ? ` (all ${limits.flagged} flagged pairs among them).`
                    : `: only ${detailed} of the ${limits.flagged} flagged pairs.`),
    ];
    if (total > limits.tableLimit)
        notes.push(`The table lists the top ${limits.tableLimit} of ${total} pairs.`);
    return ('<section class="pairs" aria-label="Pairs">' +
        '<div class="toolbar"><input type="search" id="filter" placeholder="Filter by submission name  ( / )" aria-label="Filter by submission name">' +
        '<label><input type="checkbox" id="flagged-only"> flagged only</label><span id="active-filters"></span><span id="count"></span></div>' +
        `<div class="table-wrap" id="table-wrap"><table id="pairs"><thead><tr>${headers}</tr></thead><tbody id="rows"></tbody></table></div>` +
        `<p class="caption">${notes.join(' ')} Coverage is the share of a submission's code (starter code not counted) inside shared fragments; longest is in tokens.</p>` +
        '</section>');
}
function renderFooter() {
    return ('<footer><p class="keys">Keys: <kbd>j</kbd>/<kbd>k</kbd> or <kbd>↓</kbd>/<kbd>↑</kbd> move through pairs · <kbd>Enter</kbd> open · ' +
        '<kbd>n</kbd>/<kbd>p</kbd> next/previous fragment · <kbd>j</kbd>/<kbd>k</kbd> next/previous pair while open · <kbd>Esc</kbd> back · <kbd>/</kbd> filter</p>' +
        '<p>Made by codewinnow. This file loads nothing from the network.</p></footer>');
}


/***/ }),

/***/ 2365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   At: () => (/* binding */ toHumanPlace),
/* harmony export */   Au: () => (/* binding */ renderFileLines),
/* harmony export */   ET: () => (/* binding */ renderLines),
/* harmony export */   Rr: () => (/* binding */ renderLineSpan),
/* harmony export */   WI: () => (/* binding */ toHumanLines),
/* harmony export */   eF: () => (/* binding */ toHumanCells),
/* harmony export */   nc: () => (/* binding */ cellsOf)
/* harmony export */ });
/* unused harmony export toCellLines */
/** "12–30" or "12" for a one-line range; in a notebook "cell 3, lines 2–9" or "cell 3 line 9 – cell 4 line 2". */
function renderLines(range, cells) {
    const inCells = toCellLines(range, cells);
    if (inCells !== undefined)
        return renderCellLines(inCells);
    const first = range.start + 1;
    const last = Math.max(first, range.end);
    return first === last ? `${first}` : `${first}–${last}`;
}
/** First and last 1-based line, for annotations. */
function toHumanLines(range) {
    const startLine = range.start + 1;
    return { startLine, endLine: Math.max(startLine, range.end) };
}
/** toHumanLines, and in a notebook `cells`: the first and last line as cell and line in the cell. */
function toHumanPlace(range, cells) {
    const inCells = toCellLines(range, cells);
    return { ...toHumanLines(range), ...(inCells === undefined ? {} : { cells: inCells }) };
}
/** A notebook's cells as 1-based lines of the .ipynb file, for JSON. */
function toHumanCells(cells) {
    return cells.map((c) => ({ cell: c.cell, ...toHumanLines(c) }));
}
/** "lines 12–30", or "line 12" for a one-line range; in a notebook as renderLines says it. */
function renderLineSpan(range, cells) {
    if (toCellLines(range, cells) !== undefined)
        return renderLines(range, cells);
    const text = renderLines(range);
    return text.includes('–') ? `lines ${text}` : `line ${text}`;
}
/** "src/a.py:12–30", or "analysis.ipynb cell 3, lines 2–9" in a notebook. */
function renderFileLines(file, range, cells) {
    return toCellLines(range, cells) === undefined
        ? `${file}:${renderLines(range)}`
        : `${file} ${renderLines(range, cells)}`;
}
/** A range's first and last line as cell and line in the cell; undefined outside a notebook. */
function toCellLines(range, cells) {
    if (cells === undefined || cells.length === 0)
        return undefined;
    return {
        start: toCellLine(range.start, cells),
        end: toCellLine(Math.max(range.start, range.end - 1), cells),
    };
}
/** The notebooks among `submissions`' files: their cells, by submission and path. */
function cellsOf(submissions) {
    const byFile = new Map();
    for (const submission of submissions) {
        for (const file of submission.files) {
            if (file.cells !== undefined)
                byFile.set(`${submission.name}\u0000${file.path}`, file.cells);
        }
    }
    return (submission, file) => byFile.get(`${submission}\u0000${file}`);
}
/** The cell holding 0-based file line `line` (else the nearest before it) and its 1-based line in the cell. */
function toCellLine(line, cells) {
    let found = cells[0];
    for (const cell of cells)
        if (cell.start <= line)
            found = cell;
    const inCell = Math.min(Math.max(line, found.start), found.end - 1) - found.start;
    return { cell: found.cell, line: inCell + 1 };
}
function renderCellLines({ start, end }) {
    if (start.cell !== end.cell)
        return `cell ${start.cell} line ${start.line} – cell ${end.cell} line ${end.line}`;
    return start.line === end.line
        ? `cell ${start.cell}, line ${start.line}`
        : `cell ${start.cell}, lines ${start.line}–${end.line}`;
}


/***/ }),

/***/ 1518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ne: () => (/* binding */ describeNotes),
/* harmony export */   a6: () => (/* binding */ notCheckedSubmissions),
/* harmony export */   wi: () => (/* binding */ notedFiles)
/* harmony export */ });
/** Names of the submissions with no file compared, in the result's order. */
function notCheckedSubmissions(result) {
    return result.submissions.filter((submission) => submission.files.length === 0).map((s) => s.name);
}
/** Every compared file that has notes, in the result's order. */
function notedFiles(result) {
    return result.submissions.flatMap((submission) => submission.files.flatMap((file) => file.notes && file.notes.length > 0
        ? [{ submission: submission.name, path: file.path, notes: file.notes }]
        : []));
}
/** "minified or generated: line 1 has 40,000 characters; decoded as UTF-16LE (byte-order mark)". */
function describeNotes(notes) {
    return notes.map((note) => note.detail).join('; ');
}


/***/ }),

/***/ 5534:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ percent),
/* harmony export */   S: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var _common_folder_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1014);
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2365);
/* harmony import */ var _reading_notes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1518);
/* harmony import */ var _plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1190);




function renderText(result, options) {
    const { settings, pairs } = result;
    const files = result.submissions.reduce((n, s) => n + s.files.length, 0);
    const flagged = pairs.filter((pair) => pair.flagged).length;
    const folder = (0,_common_folder_js__WEBPACK_IMPORTED_MODULE_0__/* .commonFolder */ .M)(result.submissions.map((s) => s.name));
    const out = [
        `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(result.submissions.length, 'submission')}, ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(files, 'file')}; k=${settings.k} w=${settings.w}; ` +
            `${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(pairs.length, 'pair')} at or above ${percent(settings.minSimilarity)}, ${flagged} flagged ` +
            `(similarity ≥ ${percent(settings.threshold)}, a score standing out from this course's pairs, or a fragment of ≥ ${settings.longFragment} informative tokens)`,
    ];
    const standsOutFrom = result.cohort?.standsOutFrom ?? null;
    if (result.cohort && standsOutFrom !== null)
        out.push(`This course's pairs: median score ${percent(result.cohort.median)}; a pair stands out from a score of ` +
            `${percent(standsOutFrom)}`);
    if (folder)
        out.push(`Submissions in ${folder}`);
    if (result.ignoredAbove !== undefined) {
        out.push(`Code found in more than ${result.ignoredAbove} submissions was ignored as common, to keep this run ` +
            `linear in the course's size (--max-share sets a limit of your own).`);
    }
    const named = folder
        ? pairs.map((p) => ({ ...p, a: p.a.slice(folder.length), b: p.b.slice(folder.length) }))
        : pairs;
    if (pairs.length > 0)
        out.push('', ...renderTable(named.slice(0, options.maxPairs)));
    if (pairs.length > options.maxPairs)
        out.push(`… and ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(pairs.length - options.maxPairs, 'more pair')} (--format csv lists all)`);
    if (pairs.length > 0)
        out.push(...renderLegend(result, named.slice(0, options.maxPairs)));
    const ranked = named.map((pair, index) => ({ pair, rank: index + 1 }));
    const flaggedOnes = ranked.filter(({ pair }) => pair.flagged);
    const detailed = (flaggedOnes.length > 0 ? flaggedOnes : ranked.slice(0, 1)).slice(0, options.detailedPairs);
    const cells = (0,_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .cellsOf */ .nc)(result.submissions.map((s) => ({ ...s, name: s.name.slice(folder.length) })));
    for (const { pair, rank } of detailed)
        out.push('', ...renderFragments(rank, pair, cells));
    if (result.skipped.length > 0)
        out.push('', ...renderSkipped(result));
    out.push(...renderReading(result));
    return out.join('\n') + '\n';
}
function renderTable(pairs) {
    const header = ['#', 'score', 'similarity', 'names', 'cover a', 'cover b', 'longest', 'lines a', 'lines b'];
    header.push('flag', 'a', 'b');
    const rows = pairs.map((pair, i) => [
        String(i + 1),
        percent(pair.score),
        percent(pair.similarity),
        pair.namesAgree === null ? '-' : percent(pair.namesAgree),
        percent(pair.coverageA),
        percent(pair.coverageB),
        String(pair.longestFragment),
        String(pair.sharedLinesA),
        String(pair.sharedLinesB),
        pair.flagged ? '!' : '',
        pair.a,
        pair.b,
    ]);
    const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c].length)));
    const line = (cells) => cells
        .map((cell, c) => (c < header.length - 2 ? cell.padStart(widths[c]) : cell.padEnd(widths[c])))
        .join('  ')
        .trimEnd();
    return [line(header), ...rows.map(line)];
}
// What each column counts, and why a pair at or above the threshold is not flagged (it shares too little).
function renderLegend(result, listed) {
    const { threshold, k } = result.settings;
    const lines = [
        'score (what pairs are ranked by): similarity × names; similarity: share of both submissions in ' +
            'shared fragments (starter code not counted); names: share of the shared code whose names agree ' +
            '(the same, or renamed one-to-one; literals as written); ' +
            'cover a, cover b: share of a, of b; longest: tokens in the longest fragment; ' +
            'lines a, lines b: lines of a, of b in fragments; !: flagged.',
    ];
    const small = listed.flatMap((pair, index) => !pair.flagged && pair.similarity >= threshold ? [`#${index + 1}`] : []);
    if (small.length > 0) {
        lines.push(`Not flagged though at or above ${percent(threshold)}: ${small.join(', ')}, which share fewer than ` +
            `${2 * k} tokens (two k-grams) on a side: too little code to tell copying from coincidence.`);
    }
    return lines;
}
function renderFragments(rank, pair, cells) {
    const lines = [
        `${rank}. ${pair.a} ↔ ${pair.b}: ${percent(pair.similarity)}, ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(pair.fragments.length, 'fragment')}`,
    ];
    if (pair.flagged)
        lines.push(`   flagged: ${pair.reason}`);
    for (const { a, b } of pair.fragments) {
        lines.push(`   ${(0,_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .renderFileLines */ .Au)(a.file, a.lines, cells(pair.a, a.file))}  ↔  ${(0,_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .renderFileLines */ .Au)(b.file, b.lines, cells(pair.b, b.file))}`);
    }
    return lines;
}
function renderSkipped(result) {
    const lines = [`Skipped ${(0,_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(result.skipped.length, 'file')}:`];
    for (const skip of result.skipped.slice(0, 20))
        lines.push(`   ${skip.submission}/${skip.path}: ${skip.detail}`);
    if (result.skipped.length > 20)
        lines.push(`   … and ${result.skipped.length - 20} more (--format json lists all)`);
    return lines;
}
/** Submissions not checked, and files read with notes (at most 20 listed). */
function renderReading(result) {
    const lines = [];
    const notChecked = (0,_reading_notes_js__WEBPACK_IMPORTED_MODULE_3__/* .notCheckedSubmissions */ .a6)(result);
    if (notChecked.length > 0) {
        lines.push('', `Not checked, no file could be compared (${notChecked.length}): ${notChecked.join(', ')}`);
    }
    const noted = (0,_reading_notes_js__WEBPACK_IMPORTED_MODULE_3__/* .notedFiles */ .wi)(result);
    if (noted.length > 0)
        lines.push('', `Read with notes (${noted.length} files):`);
    for (const file of noted.slice(0, 20))
        lines.push(`   ${file.submission}/${file.path}: ${(0,_reading_notes_js__WEBPACK_IMPORTED_MODULE_3__/* .describeNotes */ .Ne)(file.notes)}`);
    if (noted.length > 20)
        lines.push(`   … and ${noted.length - 20} more (--format json lists all)`);
    return lines;
}
function percent(share) {
    return `${(share * 100).toFixed(1)}%`;
}


/***/ })

};
