#!/usr/bin/env python3
"""Writes recorded OCR (the JSON `vault scan --from-ocr-json` reads) of hostile receipt text,
shaped as the FuzzReceiptParser harness shapes its input: one page, a line per line of text,
words split at spaces, made-up boxes, every confidence 0.9.

usage: python3 Benchmarks/make-hostile-text.py FOLDER [--seed S]

Writes one file per case into FOLDER (each case ten times over, so that a timing is not mostly
the process starting), then time each with
`vault scan --jobs 1 --json --from-ocr-json FOLDER/CASE.json`:

- long-line:    a 4 KB line of totals, amounts, currency codes, dates and cash words
- many-lines:   800 short lines of totals, subtotals, tax, cash, change, dates and names
- short-lines:  2,048 lines of one digit or mark
- receipt-mix:  twenty 4 KB texts of lines taken from the parser cases, a fifth of them garbled
- no-match:     150 blocks of subtotal, tax, total, cash, change and rounding lines whose
                sums never agree (11.8 KB, once)
- many-totals:  20,000 lines of `Coffee 12.50 TOTAL EUR 12.50` (580 KB, once)

The same seed writes the same files.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import random


def page(text: str) -> dict:
    lines = []
    for index, line in enumerate(text.split("\n")):
        words = [w for w in line.split(" ") if w]
        lines.append(
            {
                "box": {"x": 0, "y": index * 30, "width": 600, "height": 20},
                "confidence": 0.9,
                "text": line,
                "words": [
                    {"box": {"x": column * 60, "y": index * 30, "width": 50, "height": 20}, "confidence": 0.9, "text": w}
                    for column, w in enumerate(words)
                ],
            }
        )
    return {
        "confidence": 0.9,
        "height": 30 * max(len(lines), 1),
        "number": 1,
        "rotation": 0,
        "source": "ocr",
        "text": text,
        "width": 620,
        "lines": lines,
    }


def document(name: str, text: str) -> dict:
    return {"file": name, "languages": "eng", "mediaType": "image/jpeg", "textSource": "ocr", "pages": [page(text)]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    cases: dict[str, list[str]] = {}

    tokens = ["TOTAL", "12.34", "RM", "EUR", "12/03/2024", "CASH"]
    cases["long-line"] = [" ".join(rng.choice(tokens) for _ in range(700))[:4096]] * 10

    kinds = ["TOTAL 12.34", "CASH 20.00", "CHANGE 7,66", "12/03/2024", "SUBTOTAL 10.00", "TAX 6% 0.60"]
    kinds += ["ABC SDN BHD", "x", "1", ""]
    cases["many-lines"] = ["\n".join(rng.choice(kinds) for _ in range(800))[:4096]] * 10

    cases["short-lines"] = ["\n".join(rng.choice("0123456789.,") for _ in range(2048))[:4096]] * 10

    seed_lines: list[str] = []
    for path in sorted(glob.glob(os.path.join(root, "Tests/ReadingTests/ParserCases/*.txt"))):
        with open(path, encoding="utf-8", errors="replace") as f:
            seed_lines += f.read().split("\n")
    mixes = []
    for _ in range(20):
        out: list[str] = []
        size = 0
        while size < 4000:
            line = rng.choice(seed_lines)
            if rng.random() < 0.2:
                line = "".join(c if rng.random() > 0.1 else rng.choice("0123456789.,: ") for c in line)
            out.append(line)
            size += len(line) + 1
        mixes.append("\n".join(out)[:4096])
    cases["receipt-mix"] = mixes

    lines = ["SHOP"]
    for k in range(150):
        lines += [
            "SUBTOTAL %d.%02d" % (k + 1, k % 100),
            "TAX 0.%02d" % (k % 97 + 1),
            "TOTAL %d.00" % (5000 + k),
            "CASH %d.00" % (6000 + k),
            "CHANGE %d.00" % (k + 1),
            "ROUNDING 0.0%d" % (k % 9 + 1),
        ]
    cases["no-match"] = ["\n".join(lines)]

    # Every line a total candidate that each asks about the lines above it: was quadratic.
    cases["many-totals"] = ["\n".join(["Coffee 12.50 TOTAL EUR 12.50"] * 20000)]

    os.makedirs(args.folder, exist_ok=True)
    for name, texts in cases.items():
        documents = [document(f"{name}-{i}", text) for i, text in enumerate(texts)]
        with open(os.path.join(args.folder, f"{name}.json"), "w") as f:
            json.dump(documents, f)


if __name__ == "__main__":
    main()
