/// The stylesheet and script every page loads, compiled into the binary and served from
/// `/assets/` (no CDN, no build step).
enum Assets {
    /// `name` → (content type, body).
    static let all: [String: (type: String, body: String)] = [
        "vault.css": ("text/css; charset=utf-8", css),
        "vault.js": ("text/javascript; charset=utf-8", script),
    ]

    static let css = """
        :root { --ink: #1d2330; --muted: #667085; --line: #d0d5dd; --bg: #f7f7f5; --accent: #1f5fbf;
          --merchant: #1f5fbf; --total: #0a8a4a; --currency: #7a3fbf; --date: #c46a00; --unsure: #d92d20; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 16px/1.45 system-ui, -apple-system, "DejaVu Sans", sans-serif; color: var(--ink);
          background: var(--bg); }
        header { background: #fff; border-bottom: 1px solid var(--line); }
        nav { display: flex; flex-wrap: wrap; gap: .4rem 1rem; align-items: center; padding: .6rem 1rem;
          max-width: 72rem; margin: 0 auto; }
        nav a { color: var(--ink); text-decoration: none; }
        nav a.brand { font-weight: 700; }
        nav .search { margin-left: auto; flex: 1 1 12rem; max-width: 20rem; }
        nav .search input { width: 100%; }
        main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
        h1 { font-size: 1.5rem; margin: .5rem 0 1rem; }
        h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
        a { color: var(--accent); }
        .muted { color: var(--muted); font-weight: normal; }
        .empty { color: var(--muted); font-style: italic; }
        input, select, textarea, button, .button { font: inherit; padding: .45rem .6rem; border: 1px solid var(--line);
          border-radius: 6px; background: #fff; color: var(--ink); }
        button, .button { cursor: pointer; text-decoration: none; display: inline-block; }
        table.list { width: 100%; border-collapse: collapse; background: #fff; }
        table.list th, table.list td { text-align: left; padding: .45rem .5rem; border-bottom: 1px solid var(--line);
          vertical-align: top; }
        .num { text-align: right !important; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .badge { font-size: .8rem; padding: .1rem .4rem; border-radius: 4px; background: #eef; }
        .badge.draft { background: #fff3d6; }
        .badge.confirmed { background: #dcf5e6; }
        .badge.rejected { background: #f4dede; }
        tr.rejected td { color: var(--muted); text-decoration: line-through; }
        .charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 1rem; }
        figure { margin: 0; }
        .chart { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: .6rem; }
        .chart figcaption { font-weight: 600; margin-bottom: .3rem; }
        .chart svg { width: 100%; height: auto; max-height: 18rem; display: block; }
        .chart .bar { fill: var(--accent); }
        .chart .label { font-size: 12px; fill: var(--ink); }
        .chart .value { font-size: 12px; fill: var(--muted); }
        .chart .axis { stroke: var(--line); }
        .page-image { max-width: 100%; border: 1px solid var(--line); background: #fff; }
        pre { white-space: pre-wrap; background: #fff; padding: .6rem; border: 1px solid var(--line); }
        .snippet mark { background: #ffe58a; }
        .hits li { margin-bottom: .8rem; }
        .wide-search { display: flex; gap: .5rem; }
        .wide-search input { flex: 1; }
        .review { display: grid; grid-template-columns: minmax(0, 3fr) minmax(16rem, 2fr); gap: 1rem; align-items: start; }
        .receipt .canvas svg { width: 100%; height: auto; max-height: 85vh; background: #fff;
          border: 1px solid var(--line); display: block; }
        .canvas .box { fill: none; stroke-width: 4; vector-effect: non-scaling-stroke; }
        .canvas .box.merchant { stroke: var(--merchant); }
        .canvas .box.total { stroke: var(--total); }
        .canvas .box.currency { stroke: var(--currency); }
        .canvas .box.date { stroke: var(--date); }
        .canvas .box.unsure { stroke: var(--unsure); stroke-dasharray: 10 6; fill: rgba(217, 45, 32, .08); }
        .canvas .box.active { stroke-width: 7; fill: rgba(31, 95, 191, .12); }
        .canvas .tag { font-weight: 700; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
        .canvas .tag.merchant { fill: var(--merchant); }
        .canvas .tag.total { fill: var(--total); }
        .canvas .tag.currency { fill: var(--currency); }
        .canvas .tag.date { fill: var(--date); }
        .canvas .tag.unsure { fill: var(--unsure); }
        .fields { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 1rem;
          position: sticky; top: .5rem; }
        .field { margin-bottom: .8rem; padding: .4rem .5rem; border-left: 5px solid var(--line); }
        .field.merchant { border-left-color: var(--merchant); }
        .field.total { border-left-color: var(--total); }
        .field.currency { border-left-color: var(--currency); }
        .field.date { border-left-color: var(--date); }
        .field.unsure { background: #fdecea; border-left-color: var(--unsure); }
        .field label { display: block; font-weight: 600; }
        .field input, .field select, .field textarea { width: 100%; }
        .field textarea { resize: vertical; }
        .field .confidence { font-weight: normal; color: var(--muted); font-size: .85rem; }
        .field.unsure .confidence { color: var(--unsure); font-weight: 600; }
        .field .reason { display: block; color: var(--muted); font-size: .85rem; font-style: italic; }
        .field.unsure .reason { color: var(--unsure); }
        .field .evidence { display: block; color: var(--muted); font-family: ui-monospace, "DejaVu Sans Mono", monospace;
          font-size: .8rem; overflow-wrap: anywhere; }
        .actions { display: flex; gap: .5rem; flex-wrap: wrap; margin: 1rem 0 .5rem; }
        .actions form { margin: 0; }
        button.accept { background: #0a8a4a; color: #fff; border-color: #0a8a4a; }
        button.reject { background: #fff; color: var(--unsure); border-color: var(--unsure); }
        kbd { font-size: .75rem; border: 1px solid var(--line); border-radius: 3px; padding: 0 .25rem; background: #f2f2f2;
          color: var(--ink); }
        .message { padding: .5rem .7rem; border-radius: 6px; background: #e8f1fd; }
        .message.error { background: #fdecea; }
        .message.duplicate { background: #fff4e0; margin: .5rem 0; }
        .message.duplicate p { margin: 0 0 .4rem; }
        .drop { border: 3px dashed var(--line); border-radius: 10px; padding: 2rem 1rem; text-align: center;
          background: #fff; margin: 1rem 0; }
        .drop.over { border-color: var(--accent); background: #eef4fd; }
        .drop input[type=file] { display: none; }
        .results li.failed { color: var(--unsure); }
        .unlock { display: grid; gap: .5rem; max-width: 24rem; }
        @media (max-width: 720px) {
          .review { grid-template-columns: 1fr; }
          .fields { position: static; }
          table.list thead { display: none; }
          table.list td { display: inline-block; border: 0; padding: .15rem .4rem; }
          table.list tr { display: block; border-bottom: 1px solid var(--line); padding: .3rem 0; }
          nav .search { max-width: none; margin-left: 0; }
        }
        """

    static let script = """
        "use strict";
        (function () {
          const csrf = document.querySelector('meta[name="csrf-token"]').content;
          const page = document.body.dataset.page;

          function typing(target) {
            return target && (target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA");
          }

          if (page === "review") {
            const boxes = (name) => document.querySelectorAll('.canvas .box[data-field="' + name + '"]');
            document.querySelectorAll(".field").forEach((field) => {
              const name = field.dataset.field;
              const on = () => boxes(name).forEach((b) => b.classList.add("active"));
              const off = () => boxes(name).forEach((b) => b.classList.remove("active"));
              field.addEventListener("focusin", on);
              field.addEventListener("focusout", off);
              field.addEventListener("mouseenter", on);
              field.addEventListener("mouseleave", off);
            });
            document.addEventListener("keydown", (event) => {
              if (event.ctrlKey || event.metaKey || event.altKey) return;
              if (typing(event.target)) {
                if (event.key === "Escape") event.target.blur();
                return;
              }
              const submit = (id) => { const form = document.getElementById(id); if (form) form.requestSubmit(); };
              switch (event.key) {
                case "a": submit("accept"); break;
                case "r": submit("reject"); break;
                case "d": submit("reject-duplicate"); break;
                case "n": case "j": { const next = document.getElementById("next"); if (next) location.href = next.href; break; }
                case "e": {
                  const field = document.querySelector(".field.unsure input") || document.querySelector(".field input");
                  if (field) { field.focus(); field.select(); }
                  break;
                }
                default: return;
              }
              event.preventDefault();
            });
          }

          if (page === "upload") {
            const drop = document.getElementById("drop");
            const input = document.getElementById("files");
            const results = document.getElementById("results");
            const journey = document.getElementById("journey");
            async function send(file) {
              const item = document.createElement("li");
              item.textContent = file.name + ": uploading…";
              results.appendChild(item);
              try {
                const query = journey.value ? "?journey=" + encodeURIComponent(journey.value) : "";
                const response = await fetch("/upload" + query, {
                  method: "POST", body: file, credentials: "same-origin",
                  headers: { "X-CSRF-Token": csrf, "X-File-Name": encodeURIComponent(file.name),
                             "Content-Type": "application/octet-stream" } });
                const answer = await response.json();
                item.textContent = file.name + ": " + answer.message;
                item.className = answer.status;
                if (answer.link) {
                  const link = document.createElement("a");
                  link.href = answer.link;
                  link.textContent = " open";
                  item.appendChild(link);
                }
              } catch (error) {
                item.textContent = file.name + ": " + error;
                item.className = "failed";
              }
            }
            async function sendAll(files) { for (const file of files) await send(file); }
            drop.addEventListener("dragover", (e) => { e.preventDefault(); drop.classList.add("over"); });
            drop.addEventListener("dragleave", () => drop.classList.remove("over"));
            drop.addEventListener("drop", (e) => { e.preventDefault(); drop.classList.remove("over"); sendAll(e.dataTransfer.files); });
            input.addEventListener("change", () => { sendAll(input.files); input.value = ""; });
          }
        })();
        """
}
