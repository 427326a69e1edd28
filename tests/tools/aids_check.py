#!/usr/bin/env python3
"""The player aids, read back and held to the checked rulesets they print.

usage: aids_check.py MODE HERALD SOURCE_DIR [ARGS]

structure  every bundled edition, English and French, HTML and SVG parsed back:
           every cell of every table in its row and column with its text as
           exported (`herald export`), every modifier and band; the French aid
           titles each table with its French label
pdf_text   `pdftotext` of each PDF gives back every value of the tables
highlight  2014 since 2010 marks exactly the values that differ between the
           two exports (an oracle computed here from the JSON), every amend
           among them, and its change list names each; with two bases (VV45,
           then Swords of France) each mark takes the colour of the most
           recent base the value differs from
hostile    labels holding markup, ]]>, quotes, line breaks and bidi controls:
           every SVG and HTML file is well-formed XML, no element or
           attribute is injected, the bidi controls are shown, not obeyed
visual     each PDF page rendered by pdftoppm matches its reviewed reference
           image in tests/aids/reference/ (a changed cell fails it: checked
           here by changing one); `--update` rewrites the references
html_fit   the HTML of each edition in headless Chromium at the A4 printable
           width: no element reaches past the page's right edge
errors     a ruleset that does not check writes nothing; a language without
           labels, an unknown scenario, a system file and a bad colour are
           refused by name; --check names a stale aid
"""
import gzip
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

mode, herald, source_dir = sys.argv[1], os.path.abspath(sys.argv[2]), os.path.abspath(sys.argv[3])
extra = sys.argv[4:]
EDITIONS = ["afde-2010", "afde-2014", "afde-vv45", "afde-sof"]
# Each bundled ruleset with the languages it labels: an aid is made for each.
RULESETS = [(f"rulesets/afde/{e}.herald", ("en", "fr")) for e in EDITIONS] + \
    [("rulesets/order-of-arms/order-of-arms-1.0.herald", ("en",))]
SVG = "{http://www.w3.org/2000/svg}"
XHTML = "{http://www.w3.org/1999/xhtml}"
failures = []


def run(args, cwd=source_dir, check=True, env=None):
    p = subprocess.run([herald, *args], cwd=cwd, capture_output=True, text=True, env=env)
    if check and p.returncode != 0:
        sys.exit(f"aids_check: herald {' '.join(args)} failed ({p.returncode}):\n{p.stderr}")
    return p


def export(edition):
    path = edition if edition.endswith(".herald") else f"rulesets/afde/{edition}.herald"
    return json.loads(run(["export", path, "--format", "json"]).stdout)


def squash(text):
    """Text compared without spacing, and with a true minus read as a hyphen."""
    return re.sub(r"\s+", "", text.replace("\u2212", "-"))


def text_of(element):
    return "".join(element.itertext())


def parse_html(path):
    return ET.fromstring(open(path, encoding="utf-8").read().replace("<!DOCTYPE html>", "", 1))


def sections(html):
    return {s.get("id"): s for s in html.iter(XHTML + "section")}


def body_rows(section):
    tbody = section.find(f".//{XHTML}tbody")
    return [] if tbody is None else list(tbody.findall(XHTML + "tr"))


def html_cells(section):
    """(row key, column key) -> (cell text, row index, column index) for every data cell of a grid table."""
    out = {}
    for r, tr in enumerate(body_rows(section)):
        cells = list(tr)
        rows = (cells[0].get("data-row") or "").split(",") if cells else []
        for c, td in enumerate(cells[1:], start=1):
            for row in rows:
                out[(row, td.get("data-column"))] = (text_of(td), r, c)
    return out


def key_text(path):
    return ".".join(str(k) for k in path)


def strip_mark(text):
    """A cell's text without the symbol a highlighted value carries before it."""
    return re.sub(r"^[\u25C6\u25CF\u25B2\u25A0\u2605] ", "", text)


def spelled_symbols(data, cell):
    """(code, words in the edition's language, symbol) for each symbol the cell prints as words."""
    symbols = {s["name"]: s for s in data["symbols"]}
    spellings = {s["symbol"]: s["words"] for s in data.get("spellings", [])}
    edition_lang = data["ruleset"]["languages"][0]
    out = []
    for slot in cell.get("slots", []):
        code = slot.get("symbol")
        s = symbols.get(code) if slot["kind"] == "symbol" else None
        if s and (s["spelled_out"] or code in spellings):
            out.append((code, spellings.get(code, s["labels"].get(edition_lang, code)), s))
    return out


def cell_text(data, cell, lang):
    """The exported text of a cell (in the edition's language) as an aid in `lang` prints it: a
    spelled-out symbol by its label in `lang`, an edition's own spelling only in its language."""
    text = "" if cell.get("blank") else cell["text"]
    if lang == data["ruleset"]["languages"][0]:
        return text
    for code, words, s in spelled_symbols(data, cell):
        text = text.replace(words, s["labels"].get(lang, code) if s["spelled_out"] else code)
    return text


def coded_text(data, cell):
    """A cell's exported text with each spelled symbol as its code: what it means, in no language."""
    text = cell["text"]
    for code, words, _ in spelled_symbols(data, cell):
        text = text.replace(words, code)
    return text


def make_aids(out, edition, *args):
    run(["aids", f"rulesets/afde/{edition}.herald", *args, "-o", out])


# ---------------------------------------------------------------- the grids of a page
# A table, a modifier list or a band table is a grid of boxes on an SVG page: rectangles of the
# classes "header" and "cell" that touch, the text drawn in each box its content, the heading just
# above it its title. The grids are read from the drawing alone (where each box is and what is drawn
# inside it), so that a value drawn in the wrong row or column, or not drawn, differs from the HTML's
# table, which the export checks by key; and the PDF, drawn from the same pages, is read back box by box.
def svg_boxes(path):
    """The boxes of one SVG page, each {x, y, w, h, kind, text}, and its headings [(y, x, text)]."""
    root = ET.parse(path).getroot()
    texts = [(float(t.get("x")), float(t.get("y")), t.get("class"), t.text or "") for t in root.iter(SVG + "text")]
    boxes = []
    for r in root.iter(SVG + "rect"):
        if r.get("class") not in ("header", "cell"):
            continue
        x, y, w, h = (float(r.get(a)) for a in ("x", "y", "width", "height"))
        # A line of text belongs to the box its anchor lies in (the baseline's start, middle or end).
        lines = sorted((ty, tx, text) for tx, ty, kind, text in texts
                       if kind in ("header", "cell") and x - 0.5 <= tx <= x + w + 0.5 and y < ty <= y + h)
        boxes.append({"x": x, "y": y, "w": w, "h": h, "kind": r.get("class"),
                      "text": " ".join(text for _, _, text in lines)})
    return boxes, sorted((ty, tx, text) for tx, ty, kind, text in texts if kind == "heading")


def svg_grids(path):
    """Each grid of an SVG page: (its heading, its rows of boxes from the top, each row from the left)."""
    boxes, headings = svg_boxes(path)
    owner = list(range(len(boxes)))

    def root(i):
        while owner[i] != i:
            owner[i] = owner[owner[i]]
            i = owner[i]
        return i

    def touch(a, b, e=0.6):
        return a["x"] <= b["x"] + b["w"] + e and b["x"] <= a["x"] + a["w"] + e and \
            a["y"] <= b["y"] + b["h"] + e and b["y"] <= a["y"] + a["h"] + e

    for i in range(len(boxes)):
        for j in range(i):
            if touch(boxes[i], boxes[j]):
                owner[root(i)] = root(j)
    members = {}
    for i, box in enumerate(boxes):
        members.setdefault(root(i), []).append(box)
    out = []
    for grid in members.values():
        top, left = min(b["y"] for b in grid), min(b["x"] for b in grid)
        right = max(b["x"] + b["w"] for b in grid)
        # The heading: the lines right above the grid and over it (a title may wrap), not a
        # neighbouring column's.
        lines = []
        for y, _, text in reversed([h for h in headings if h[0] < top and left - 1 <= h[1] <= right]):
            if (lines and lines[-1][0] - y > 15) or (not lines and top - y > 30):
                break
            lines.append((y, text))
        rows = {}
        for box in grid:
            rows.setdefault(round(box["y"], 1), []).append(box)
        out.append(((top, left), " ".join(text for _, text in reversed(lines)),
                    [sorted(row, key=lambda b: b["x"]) for _, row in sorted(rows.items())]))
    return [(heading, rows) for _, heading, rows in sorted(out, key=lambda g: g[0])]


def svg_pages(out, stem):
    return sorted((f for f in os.listdir(out) if re.fullmatch(re.escape(stem) + r"\.p\d+\.svg", f)),
                  key=lambda f: int(f.rsplit(".p", 1)[1][:-4]))


def html_grids(html):
    """Each table of the HTML aid in its order: (its title, its rows of cell texts, headers first)."""
    out = []
    for section in html.iter(XHTML + "section"):
        table, title = section.find(f"{XHTML}table"), section.find(f"{XHTML}h2/{XHTML}span")
        if table is None or title is None:
            continue
        rows = [tr for part in ("thead", "tbody") for tr in table.findall(f"{XHTML}{part}/{XHTML}tr")]
        out.append((text_of(title), [[text_of(c) for c in tr] for tr in rows]))
    return out


boxes_compared = 0


def check_grids_against_html(out, stem, lang, html):
    """Every table of the HTML drawn as a grid of the SVG pages with the same text in every box: each
    value in its row and its column. A table split over pages continues under its title followed by
    "(continued)" (or "(suite)"), its header rows drawn again."""
    suffix = " (suite)" if lang == "fr" else " (continued)"
    drawn = []  # [heading, rows], in the pages' order
    for page in svg_pages(out, stem):
        for heading, rows in svg_grids(os.path.join(out, page)):
            # A continuation joins the last grid under its title (in two columns, another grid may
            # be drawn between them).
            base = next((g for g in reversed(drawn) if g[0] == heading[:-len(suffix)]), None) \
                if heading.endswith(suffix) else None
            if base is not None:
                # The header rows drawn again at the top of the continuation: boxes of headers only.
                body = list(rows)
                while body and all(b["kind"] == "header" for b in body[0]):
                    body.pop(0)
                base[1].extend(body)
            else:
                drawn.append([heading, list(rows)])
    used = set()
    global boxes_compared
    compared_before = boxes_compared
    tables = html_grids(html)
    if not tables:
        failures.append(f"{stem}: the HTML has no table to compare the SVG pages with")
    for title, rows in tables:
        where = f"{stem} SVG, {title!r}"
        match = next((i for i, (heading, _) in enumerate(drawn) if i not in used and heading == title), None)
        if match is None:
            failures.append(f"{where}: no grid under that title (grids: {[h for h, _ in drawn]})")
            continue
        used.add(match)
        boxes = drawn[match][1]
        if len(boxes) != len(rows):
            failures.append(f"{where}: {len(boxes)} rows drawn, the HTML has {len(rows)}")
        for r, (want, got) in enumerate(zip(rows, boxes)):
            got = [b["text"] for b in got]
            boxes_compared += len(got)
            if [squash(strip_mark(t)) for t in got] != [squash(strip_mark(t)) for t in want]:
                failures.append(f"{where}, row {r + 1}: drawn {got}, the HTML has {want}")
                break
    if boxes_compared == compared_before:
        failures.append(f"{stem} SVG: no box compared with the HTML")
    unused = [heading for i, (heading, _) in enumerate(drawn) if i not in used]
    if unused:
        failures.append(f"{stem} SVG: grids no table of the HTML has: {unused}")


def pdf_words(pdf):
    """The words of each page of a PDF with their boxes (pdftotext -bbox, points from the top left, as
    the SVG pages): [[(x_min, y_min, x_max, y_max, word)] for each page]."""
    text = subprocess.run(["pdftotext", "-enc", "UTF-8", "-bbox", pdf, "-"], capture_output=True, text=True,
                          check=True).stdout
    pages = []
    for page in re.findall(r"<page [^>]*>(.*?)</page>", text, re.S):
        pages.append([(float(a), float(b), float(c), float(d), html.unescape(w)) for a, b, c, d, w in re.findall(
            r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>', page)])
    return pages


def check_pdf_against_svg(out, stem):
    """Each box of each SVG page holds, in the PDF drawn from it, the words of the SVG's text there:
    each value printed in its row and its column. Returns the number of boxes read."""
    pages, read = pdf_words(os.path.join(out, stem + ".pdf")), 0
    svgs = svg_pages(out, stem)
    if len(pages) != len(svgs):
        failures.append(f"{stem}.pdf: {len(pages)} pages, {len(svgs)} SVG pages")
    for number, (svg, words) in enumerate(zip(svgs, pages), 1):
        for box in svg_boxes(os.path.join(out, svg))[0]:
            inside = [w for x0, y0, x1, y1, w in words
                      if box["x"] <= (x0 + x1) / 2 <= box["x"] + box["w"] and box["y"] <= (y0 + y1) / 2 <= box["y"] + box["h"]]
            read += 1
            if squash(" ".join(inside)) != squash(box["text"]):
                failures.append(f"{stem}.pdf page {number}: the box at ({box['x']:.0f}, {box['y']:.0f}) prints "
                                f"{' '.join(inside)!r}, its SVG page {box['text']!r}")
    return read


# ---------------------------------------------------------------- structure
def structure():
    with tempfile.TemporaryDirectory() as out:
        for path, languages in RULESETS:
            data = export(path)
            name = data["ruleset"]["name"]
            run(["aids", path, *[a for l in languages for a in ("--lang", l)], "--format", "html", "--format", "svg",
                 "-o", out])
            for lang in languages:
                html = parse_html(os.path.join(out, f"{name}.{lang}.html"))
                found = sections(html)
                svg_texts = []
                for f in sorted(os.listdir(out)):
                    if f.startswith(f"{name}.{lang}.p") and f.endswith(".svg"):
                        svg = ET.parse(os.path.join(out, f)).getroot()
                        svg_texts += [strip_mark(t.text or "") for t in svg.iter(SVG + "text")]
                svg_all = squash(" ".join(svg_texts))
                check_grids_against_html(out, f"{name}.{lang}", lang, html)
                for table in data["tables"]:
                    where = f"{name}.{lang}.html, table {table['name']}"
                    section = found.get("table-" + table["name"])
                    if section is None:
                        failures.append(f"{where}: missing")
                        continue
                    title = text_of(section.find(f"{XHTML}h2/{XHTML}span"))
                    if title != table["labels"].get(lang):
                        failures.append(f"{where}: titled {title!r}, its {lang} label is {table['labels'].get(lang)!r}")
                    cells = html_cells(section)
                    columns = [key_text(k) for k in table["columns"]["keys"]] if "keys" in table["columns"] else None
                    for cell in table["cells"]:
                        row, column = key_text(cell["row"]), key_text(cell["column"])
                        expected = cell_text(data, cell, lang)
                        got = cells.get((row, column))
                        if got is None:
                            failures.append(f"{where}: no cell at [{row}][{column}]")
                        elif squash(strip_mark(got[0])) != squash(expected):
                            failures.append(f"{where}[{row}][{column}]: {got[0]!r}, exported {expected!r}")
                        if expected and squash(expected) not in svg_all:
                            failures.append(f"{name}.{lang} SVG, table {table['name']}: {expected!r} not printed")
                    # Columns in their printed order: the i-th data cell of each row is the i-th column key.
                    for tr in body_rows(section):
                        keys = [td.get("data-column") for td in list(tr)[1:]]
                        first_row = (list(tr)[0].get("data-row") or "").split(",")[0]
                        order = [key_text(c["column"]) for c in table["cells"] if key_text(c["row"]) == first_row]
                        if keys != order:
                            failures.append(f"{where}: columns {keys} in a row, exported {order}")
                for lst in data["modifier_lists"]:
                    section = found.get("modifiers-" + lst["name"])
                    if section is None:
                        failures.append(f"{name}.{lang}.html: modifier list {lst['name']} missing")
                        continue
                    rows = {tr[0].get("data-row"): strip_mark(text_of(tr[0])) for tr in body_rows(section)}
                    for m in lst["modifiers"]:
                        want = "\u00B1" if m["delta"] is None else (f"+{m['delta']}" if m["delta"] > 0 else
                                                                   "0" if m["delta"] == 0 else f"\u2212{-m['delta']}")
                        if rows.get(m["name"]) != want:
                            failures.append(f"{name}.{lang}.html {lst['name']}.{m['name']}: {rows.get(m['name'])!r}, "
                                            f"expected {want!r}")
                for bands in data["band_tables"]:
                    section = found.get("bands-" + bands["name"])
                    keys = [tr[0].get("data-row") for tr in body_rows(section)] if section is not None else []
                    want = [f"{b['low']}..{'' if b['high'] is None else b['high']}" for b in bands["bands"]]
                    if keys != want:
                        failures.append(f"{name}.{lang}.html bands {bands['name']}: rows {keys}, expected {want}")
    return ("every table, modifier and band of the four AFDE editions in English and French, and of Order of Arms; "
            f"{boxes_compared} boxes of the SVG pages in their row and column")


# ---------------------------------------------------------------- pdf_text
def pdf_text():
    boxes_read = 0
    with tempfile.TemporaryDirectory() as out:
        for edition in EDITIONS:
            data = export(edition)
            name = data["ruleset"]["name"]
            make_aids(out, edition, "--lang", "en", "--lang", "fr", "--format", "pdf", "--format", "svg")
            for lang in ("en", "fr"):
                pdf = os.path.join(out, f"{name}.{lang}.pdf")
                boxes_read += check_pdf_against_svg(out, f"{name}.{lang}")
                text = squash(subprocess.run(["pdftotext", "-enc", "UTF-8", pdf, "-"], capture_output=True,
                                             text=True, check=True).stdout)
                values = [cell_text(data, c, lang) for t in data["tables"] for c in t["cells"] if not c.get("blank")]
                values += [t["labels"][lang] for t in data["tables"]]
                for v in values:
                    if squash(v) not in text:
                        failures.append(f"{name}.{lang}.pdf: {v!r} not in its text")
                fonts = subprocess.run(["pdffonts", pdf], capture_output=True, text=True).stdout.splitlines()[2:]
                for f in fonts:
                    if f.split()[-5] != "yes":  # the 'emb' column
                        failures.append(f"{name}.{lang}.pdf: font not embedded: {f}")
        # The French aid of the 2014 edition (a French source) holds no English word.
        english = re.compile(r"\b(the|if|and|of|unit|units|roll|rolls|attack|attacker|leader|leaders|with|from|rear|"
                             r"quality|natural|otherwise|fire|charge into|modifiers|results?|terrain chart)\b")
        french = subprocess.run(["pdftotext", "-enc", "UTF-8", os.path.join(out, "afde_2014.fr.pdf"), "-"],
                                capture_output=True, text=True).stdout
        for number, line in enumerate(french.splitlines(), 1):
            if "afde-2010-en.txt" in line and not english.search(line.replace("afde-2010-en.txt", "")):
                continue  # small print citing the English source by its file name
            found = english.search(line.lower())
            if found and "afde-2010-en.txt" not in line:
                failures.append(f"afde_2014.fr.pdf line {number}: English word {found.group(0)!r}: {line.strip()!r}")
        # No time of the run in a PDF: the epoch, or SOURCE_DATE_EPOCH when a build sets it.
        for epoch, year in ((None, "1970"), ("1700000000", "2023")):
            env = {k: v for k, v in os.environ.items() if k != "SOURCE_DATE_EPOCH"}
            if epoch:
                env["SOURCE_DATE_EPOCH"] = epoch
            dated = os.path.join(out, "dated-" + str(epoch))
            run(["aids", "rulesets/afde/afde-2010.herald", "--format", "pdf", "-o", dated], env=env)
            info = subprocess.run(["pdfinfo", os.path.join(dated, "afde_2010.en.pdf")], capture_output=True,
                                  text=True).stdout
            created = [l for l in info.splitlines() if l.startswith("CreationDate:")]
            if not created or year not in created[0]:
                failures.append(f"pdf_text: SOURCE_DATE_EPOCH={epoch}: {created}, expected the year {year}")
    return ("every cell value and table title in the text of each PDF, fonts embedded, its date reproducible; "
            f"{boxes_read} boxes of the pages, each printing its SVG page's text")


# ---------------------------------------------------------------- highlight
def meaning_of_cells(data):
    return {(t["name"], key_text(c["row"]), key_text(c["column"])): squash(coded_text(data, c)) + ("_" if c.get("blank") else "")
            for t in data["tables"] for c in t["cells"]}


def meaning_of_modifiers(data):
    return {(l["name"], m["name"]): (m["delta"], m["computed"], m["condition"])
            for l in data["modifier_lists"] for m in l["modifiers"]}


def meaning_of_bands(data):
    return {(b["name"], f"{band['low']}..{'' if band['high'] is None else band['high']}"):
            tuple(squash(o["text"]) for o in band["outcomes"].values())
            for b in data["band_tables"] for band in b["bands"]}


def oracle(new, bases):
    """Each value of `new` that differs -> the index of the most recent base it differs from."""
    marks = {}
    for meaning, kind in ((meaning_of_cells, "cell"), (meaning_of_modifiers, "modifier"), (meaning_of_bands, "band")):
        now = meaning(new)
        olds = [meaning(b) for b in bases]
        for key, value in now.items():
            for i in reversed(range(len(olds))):
                if olds[i].get(key) != value:
                    marks[(kind,) + key] = i
                    break
    return marks


def marked(html, new):
    """(kind, block, row, column) -> the base index, as the HTML aid marks them."""
    out = {}
    cell_lists = {t["name"] for t in new["tables"]}
    for sid, section in sections(html).items():
        kind, _, block = sid.partition("-")
        for tr in body_rows(section):
            cells = list(tr)
            rows = (cells[0].get("data-row") or "").split(",")
            for td in cells:
                cls = td.get("class") or ""
                m = re.search(r"\bbase-(\d+)", cls)
                if not m:
                    continue
                index = int(m.group(1))
                if kind == "table" and block in cell_lists:
                    for row in rows:
                        out[("cell", block, row, td.get("data-column"))] = index
                elif kind == "modifiers":
                    out[("modifier", block, rows[0])] = index
                elif kind == "bands":
                    out[("band", block, rows[0])] = index
    return out


def highlight():
    with tempfile.TemporaryDirectory() as out:
        new, old = export("afde-2014"), export("afde-2010")
        make_aids(out, "afde-2014", "--lang", "fr", "--format", "html", "--highlight-since",
                  "rulesets/afde/afde-2010.herald")
        html = parse_html(os.path.join(out, "afde_2014.fr.since-afde_2010.html"))
        want, got = oracle(new, [old]), marked(html, new)
        for k in sorted(set(want) | set(got)):
            if k not in got:
                failures.append(f"2014 since 2010: {k} differs but is not marked")
            elif k not in want:
                failures.append(f"2014 since 2010: {k} is marked but equals 2010")
        for a in new["amendments"]:
            m = re.fullmatch(r"(\w+)\[([^\]]+)\]\[([^\]]+)\]", a["target"])
            if m and ("cell",) + m.groups() not in got:
                failures.append(f"2014 since 2010: the amend of {a['target']} is not marked")
        changes = sections(html).get("changes-changes")
        listed = len(body_rows(changes)) if changes is not None else 0
        if listed < len(got):
            failures.append(f"2014 since 2010: {len(got)} values marked but {listed} changes listed")
        # Two bases, oldest first: the most recent base a value differs from gives its colour.
        vv45, sof = export("afde-vv45"), export("afde-sof")
        make_aids(out, "afde-2014", "--lang", "fr", "--format", "html",
                  "--highlight-since", "rulesets/afde/afde-vv45.herald=#aa0000",
                  "--highlight-since", "rulesets/afde/afde-sof.herald=#00aa00")
        html = parse_html(os.path.join(out, "afde_2014.fr.since-afde_vv45-afde_sof.html"))
        want, got = oracle(new, [vv45, sof]), marked(html, new)
        for k in sorted(set(want) | set(got)):
            if want.get(k) != got.get(k):
                failures.append(f"2014 since VV45 and SoF: {k} marked {got.get(k)}, expected {want.get(k)}")
        colours = {re.search(r"base-(\d)", td.get("class")).group(1): td.get("style")
                   for td in html.iter() if re.search(r"\bbase-\d", td.get("class") or "") and td.get("style")}
        if "#aa0000" not in colours.get("0", "") or "#00aa00" not in colours.get("1", ""):
            failures.append(f"2014 since VV45 and SoF: colours {colours}")
        if not any(v == 0 for v in got.values()) or not any(v == 1 for v in got.values()):
            failures.append("2014 since VV45 and SoF: one of the two colours marks nothing")
    return "2014 since 2010, and since VV45 then Swords of France, against an oracle from the exports"


# ---------------------------------------------------------------- hostile
def hostile():
    case = os.path.join(source_dir, "tests", "aids", "hostile")
    with tempfile.TemporaryDirectory() as out:
        run(["aids", "hostile--rules.herald", "--lang", "en", "--lang", "fr", "-o", out], cwd=case)
        files = sorted(os.listdir(out))
        if len([f for f in files if f.endswith(".pdf")]) != 2:
            failures.append(f"hostile: {files}")
        allowed_svg = {"svg", "title", "style", "rect", "g", "text"}
        allowed_html = {"html", "head", "meta", "title", "style", "body", "header", "h1", "p", "ul", "li", "main",
                        "section", "h2", "span", "table", "thead", "tbody", "tr", "th", "td", "ol", "footer"}
        for f in files:
            path = os.path.join(out, f)
            raw = open(path, "rb").read()
            if f.endswith(".pdf"):
                continue
            try:
                root = parse_html(path) if f.endswith(".html") else ET.parse(path).getroot()
            except ET.ParseError as e:
                failures.append(f"hostile: {f} is not well-formed: {e}")
                continue
            tags = {e.tag.split("}")[-1] for e in root.iter()}
            extra_tags = tags - (allowed_html if f.endswith(".html") else allowed_svg)
            if extra_tags:
                failures.append(f"hostile: {f} holds injected elements {sorted(extra_tags)}")
            for e in root.iter():
                for a in e.attrib:
                    if a.lower().startswith("on") or a in ("src", "href"):
                        failures.append(f"hostile: {f}: injected attribute {a} on {e.tag}")
            for bidi in ("\u202e", "\u202c"):
                if bidi.encode() in raw:
                    failures.append(f"hostile: {f} holds the bidi control U+{ord(bidi):04X} raw")
            shown = "".join(root.itertext())
            wanted = {"en": ["<U+202E>", "Rules <![CDATA[ x ]]> & <svg onload=alert(1)>", "wild\" onmouseover=\"x"],
                      "fr": ["R\u00e8gles \" ' <>", "calme <!-- comment -->", "sauvage </td></tr></table>"]}
            if f.endswith(".html"):
                wanted["en"].append("printed <note> & ]]>")
            for text in wanted[f.split(".")[1]]:
                if text not in shown:
                    failures.append(f"hostile: {f} does not print {text!r} as text")
    return "hostile labels in SVG, HTML and PDF"


# ---------------------------------------------------------------- visual
def render_pages(pdf, prefix):
    subprocess.run(["pdftoppm", "-r", "60", "-gray", pdf, prefix], check=True)
    folder = os.path.dirname(prefix)
    return sorted(os.path.join(folder, f) for f in os.listdir(folder)
                  if f.startswith(os.path.basename(prefix)) and f.endswith(".pgm"))


def read_pgm(data):
    parts, pos = [], 0
    while len(parts) < 4:  # P5, width, height, maxval (no comments: pdftoppm writes none)
        while data[pos:pos + 1].isspace():
            pos += 1
        end = pos
        while not data[end:end + 1].isspace():
            end += 1
        parts.append(data[pos:end])
        pos = end
    width, height = int(parts[1]), int(parts[2])
    return width, height, data[pos + 1:pos + 1 + width * height]


def differing(a, b, threshold=64):
    """Pixels whose grey differs by more than `threshold`, or None when the sizes differ."""
    wa, ha, pa = read_pgm(a)
    wb, hb, pb = read_pgm(b)
    if (wa, ha) != (wb, hb):
        return None
    return sum(1 for x, y in zip(pa, pb) if abs(x - y) > threshold)


VISUAL = [("afde-2010", ["--lang", "en"], "afde_2010.en"),
          ("afde-2014", ["--lang", "fr", "--highlight-since", "rulesets/afde/afde-vv45.herald",
                         "--highlight-since", "rulesets/afde/afde-sof.herald"], "afde_2014.fr.since-afde_vv45-afde_sof")]
TOLERANCE = 4  # pixels: the rendering is deterministic here; one changed digit of a cell changes about a dozen


def visual():
    reference = os.path.join(source_dir, "tests", "aids", "reference")
    update = "--update" in extra
    with tempfile.TemporaryDirectory() as out:
        for edition, args, stem in VISUAL:
            make_aids(out, edition, *args, "--format", "pdf")
            pages = render_pages(os.path.join(out, stem + ".pdf"), os.path.join(out, stem))
            if update:
                os.makedirs(reference, exist_ok=True)
                for f in os.listdir(reference):
                    if f.startswith(stem + "-"):
                        os.remove(os.path.join(reference, f))
            for page in pages:
                name = os.path.basename(page) + ".gz"
                ref = os.path.join(reference, name)
                data = open(page, "rb").read()
                if update:
                    with gzip.GzipFile(ref, "wb", mtime=0) as z:
                        z.write(data)
                    continue
                if not os.path.exists(ref):
                    failures.append(f"visual: {name} has no reviewed reference (run with --update, then look)")
                    continue
                d = differing(gzip.open(ref).read(), data)
                if d is None or d > TOLERANCE:
                    failures.append(f"visual: {os.path.basename(page)} differs from its reference "
                                    f"({'another size' if d is None else str(d) + ' pixels'})")
            if not update and len([f for f in os.listdir(reference) if f.startswith(stem + "-")]) != len(pages):
                failures.append(f"visual: {stem} has {len(pages)} pages, its references another number")
        # The comparison can fail: one cell of the 2010 Fire Table changed must be seen.
        if not update:
            rules = os.path.join(out, "changed")
            shutil.copytree(os.path.join(source_dir, "rulesets", "afde"), rules)
            path = os.path.join(rules, "afde-2010.herald")
            text = open(path, encoding="utf-8").read()
            text = text.replace('At "Artillery": 3/5 4/6 5/7 6/8 9', 'At "Artillery": 3/5 4/6 5/8 6/8 9', 1)
            open(path, "w", encoding="utf-8").write(text)
            run(["aids", "afde-2010.herald", "--lang", "en", "--format", "pdf", "--force", "-o", rules], cwd=rules,
                check=False)
            pages = render_pages(os.path.join(rules, "afde_2010.en.pdf"), os.path.join(rules, "changed"))
            d = differing(gzip.open(os.path.join(reference, "afde_2010.en-1.pgm.gz")).read(), open(pages[0], "rb").read())
            if d is not None and d <= TOLERANCE:
                failures.append(f"visual: a changed cell (Artillery, 3 hexes) went unseen ({d} pixels)")
    return "PDF pages against their reviewed references" if not update else "references rewritten: look at them"


# ---------------------------------------------------------------- html_fit
FIT_SCRIPT = """<script>
window.addEventListener('load', function () {
  var limit = document.documentElement.clientWidth, over = [];
  document.querySelectorAll('body *').forEach(function (e) {
    var r = e.getBoundingClientRect();
    if (r.right > limit + 0.5) over.push(e.tagName + (e.id ? '#' + e.id : '') + ' ' + Math.round(r.right));
  });
  document.body.setAttribute('data-fit', over.length ? 'OVER ' + over.slice(0, 5).join(', ') : 'FITS');
});
</script>"""


# Every page in one Chromium process (one launch costs about as much as laying out a page): a frame
# per page, each the printable width wide, and the verdicts its FIT_SCRIPT left read by the parent
# once every frame has loaded. --allow-file-access-from-files lets the parent, itself a file, read
# its frames' documents.
FRAMES_SCRIPT = """<script>
window.addEventListener('load', function () {
  var lines = [];
  document.querySelectorAll('iframe').forEach(function (f) {
    var body = f.contentDocument && f.contentDocument.body;
    lines.push(f.getAttribute('data-page') + '\\t' + (body && body.getAttribute('data-fit') || 'NO VERDICT'));
  });
  document.getElementById('verdicts').textContent = lines.join('\\n');
});
</script>"""


def html_fit():
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        sys.exit("html_fit: chromium is not installed; run scripts/install-deps.sh")
    # A4 less the 12.7 mm margins of the print stylesheet, at 96 px per inch: 184.6 mm = 698 px.
    width, height = 698, 1123
    with tempfile.TemporaryDirectory() as out:
        for edition in EDITIONS:
            make_aids(out, edition, "--lang", "en", "--lang", "fr", "--format", "html", "--all-scenarios")
        pages = sorted(f for f in os.listdir(out) if f.endswith(".html"))
        if len(pages) < 2 * len(EDITIONS):
            failures.append(f"html_fit: {len(pages)} HTML pages, fewer than one an edition and a language")
        frames = []
        for f in pages:
            probe = os.path.join(out, f + ".probe.html")
            text = open(os.path.join(out, f), encoding="utf-8").read()
            open(probe, "w", encoding="utf-8").write(text.replace("</body>", FIT_SCRIPT + "</body>"))
            frames.append(f'<iframe data-page="{html.escape(f)}" src="{html.escape(f)}.probe.html" '
                          f'width="{width}" height="{height}" style="border:0;display:block"></iframe>')
        parent = os.path.join(out, "all-pages.html")
        open(parent, "w", encoding="utf-8").write(
            "<!DOCTYPE html><html><body style='margin:0'><pre id='verdicts'></pre>" + "".join(frames) +
            FRAMES_SCRIPT + "</body></html>")
        p = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                            "--no-first-run", "--disable-background-networking", "--disable-component-update",
                            "--disable-sync", "--allow-file-access-from-files", f"--user-data-dir={out}/profile",
                            f"--window-size={width + 40},{height}", "--virtual-time-budget=10000", "--dump-dom",
                            "file://" + parent], capture_output=True, text=True, timeout=300)
        m = re.search(r"<pre id=\"verdicts\">(.*?)</pre>", p.stdout, re.S)
        verdicts = dict(line.split("\t", 1) for line in html.unescape(m.group(1)).splitlines()) if m else {}
        for f in pages:
            verdict = verdicts.get(f)
            if verdict is None or verdict == "NO VERDICT":
                failures.append(f"html_fit: {f}: chromium gave no verdict ({p.stderr[-300:]})")
            elif verdict != "FITS":
                failures.append(f"html_fit: {f} overflows the A4 width: {verdict}")
    return f"every edition's and scenario's HTML aid within the A4 printable width ({len(pages)} pages)"


# ---------------------------------------------------------------- errors
def errors():
    with tempfile.TemporaryDirectory() as out:
        rules = os.path.join(out, "rules")
        shutil.copytree(os.path.join(source_dir, "rulesets", "afde"), rules)
        aids = os.path.join(out, "aids")
        os.makedirs(aids)
        open(os.path.join(aids, "keep.txt"), "w").write("not Herald's")

        def expect(args, code, message, cwd=rules):
            p = run(args, cwd=cwd, check=False)
            if p.returncode != code or message not in p.stderr:
                failures.append(f"errors: herald {' '.join(args)}: exit {p.returncode}, expected {code} "
                                f"with {message!r}:\n{p.stderr}")
            return p

        expect(["aids", "afde-2010.herald", "--lang", "de", "-o", aids], 2, "--lang")
        expect(["aids", "afde-2010.herald", "--scenario", "hastings", "-o", aids], 1, "no scenario 'hastings'")
        expect(["aids", "afde.system.herald", "-o", aids], 1, "is a system file")
        expect(["aids", "afde-2010.herald", "--highlight-since", "afde-vv45.herald=red", "-o", aids], 2, "#rrggbb")
        # A label missing in the language asked: refused by name, nothing written.
        broken = os.path.join(rules, "afde-2010.herald")
        text = open(broken, encoding="utf-8").read()
        open(broken, "w", encoding="utf-8").write(text.replace(' fr "TABLE DES TIRS"', "", 1))
        expect(["aids", "afde-2010.herald", "--lang", "fr", "-o", aids], 1, "table 'fire_table'")
        # A ruleset that does not check writes nothing.
        open(broken, "w", encoding="utf-8").write(text.replace("5/7 6/8 7/9 NF NF", "5/7 6/8 7/9 NF", 1))
        expect(["aids", "afde-2010.herald", "-o", aids], 1, "error")
        if sorted(os.listdir(aids)) != ["keep.txt"]:
            failures.append(f"errors: a failed run wrote {sorted(os.listdir(aids))}")
        open(broken, "w", encoding="utf-8").write(text)
        run(["aids", "afde-2010.herald", "--format", "html", "-o", aids], cwd=rules)
        if sorted(os.listdir(aids)) != ["afde_2010.en.html", "keep.txt"]:
            failures.append(f"errors: the folder holds {sorted(os.listdir(aids))}")
        before = os.stat(os.path.join(aids, "afde_2010.en.html")).st_mtime_ns
        run(["aids", "afde-2010.herald", "--format", "html", "-o", aids], cwd=rules)
        if os.stat(os.path.join(aids, "afde_2010.en.html")).st_mtime_ns != before:
            failures.append("errors: an unchanged aid was rewritten")
        expect(["aids", "afde-2010.herald", "--format", "html", "--check", "-o", aids], 0, "")
        open(broken, "w", encoding="utf-8").write(text.replace('"Archers": 5/7', '"Archers": 5/8', 1))
        expect(["aids", "afde-2010.herald", "--format", "html", "--check", "-o", aids], 1, "afde_2010.en.html is stale")
        # A table wider than the page is printed smaller, with a warning; under --werror nothing is written.
        wide = os.path.join(source_dir, "tests", "aids", "wide")
        scaled = os.path.join(out, "scaled")
        expect(["aids", "wide.herald", "--werror", "-o", scaled], 1, "printed at 47 % of the house size [aids.scaled]",
               cwd=wide)
        if os.path.exists(scaled):
            failures.append("errors: --werror with a scaled table wrote the aids")
        expect(["aids", "wide.herald", "-o", scaled], 0, "'A table of forty columns' is too wide for the page", cwd=wide)
        if sorted(os.listdir(scaled)) != ["wide.en.html", "wide.en.p1.svg", "wide.en.pdf"]:
            failures.append(f"errors: the scaled aid wrote {sorted(os.listdir(scaled))}")
        # The program without its renderer module (src/aids/render_loader.hpp): refused by name, every
        # place looked at listed, nothing written; the commands that draw nothing run without it.
        alone = os.path.join(out, "alone")
        os.makedirs(alone)
        shutil.copy(herald, alone)
        env = dict(os.environ, HERALD_RENDER_MODULE=os.path.join(out, "missing", "libherald_render.so"))
        p = subprocess.run([os.path.join(alone, "herald"), "aids", "afde-2010.herald", "-o", os.path.join(out, "none")],
                           cwd=rules, capture_output=True, text=True, env=env)
        looked = [os.path.join(out, "missing", "libherald_render.so"), os.path.join(alone, "libherald_render.so")]
        if p.returncode == 0 or "renderer (libherald_render.so" not in p.stderr or \
                any(place not in p.stderr for place in looked) or os.path.exists(os.path.join(out, "none")):
            failures.append(f"errors: without its renderer module: exit {p.returncode}:\n{p.stderr}")
        p = subprocess.run([os.path.join(alone, "herald"), "check", "afde-2010.herald"], cwd=rules,
                           capture_output=True, text=True, env=env)
        if p.returncode != 0:
            failures.append(f"errors: check without the renderer module: exit {p.returncode}:\n{p.stderr}")
    return "refusals, nothing written on failure, write-if-changed, --check, a missing renderer"


MODES = {"structure": structure, "pdf_text": pdf_text, "highlight": highlight, "hostile": hostile,
         "visual": visual, "html_fit": html_fit, "errors": errors}
what = MODES[mode]()
for f in failures:
    print("FAILED:", f)
print(f"aids {mode}: {what}; {len(failures)} failures")
sys.exit(1 if failures else 0)
