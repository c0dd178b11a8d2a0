#!/usr/bin/env python3
"""Kill vault at random moments and check that nothing is lost, doubled or left behind.

Each trial makes a fresh vault and a handful of distinct files (text PDFs and one receipt
photo, made distinct by a trailing comment), then either runs `vault import` on them or drops
them into the inbox under `vault watch`, sends SIGKILL after a random delay, and finishes the
work with a second run (`import` again, or `watch --once`). Then it checks:

- every file is stored exactly once (one document per file, distinct SHA-256, one object each),
- the inbox is empty (watch), nothing went to inbox/.failed,
- `PRAGMA integrity_check` says ok and `vault doctor` finds no stray, missing or temporary file.

    python3 Benchmarks/soak.py [--trials 100] [--vault-binary .build/debug/vault] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "TestData"
PDFS = ["invoice-text-layer.pdf", "booking-multi-page.pdf", "invoice-de-eur-schreinerei.pdf",
        "invoice-fr-eur-plomberie.pdf"]
PHOTO = "receipt-de-eur-supermarkt.jpg"


def distinct_files(folder: Path, trial: int) -> list[Path]:
    """The fixtures, each with bytes of its own: a PDF comment after %%EOF, a JPEG comment segment."""
    files = []
    for index, name in enumerate(PDFS):
        data = (FIXTURES / name).read_bytes() + f"\n% soak {trial}-{index}\n".encode()
        path = folder / f"{trial:03d}-{index} {name}"
        path.write_bytes(data)
        files.append(path)
    photo = (FIXTURES / PHOTO).read_bytes()
    comment = f"soak {trial}".encode()
    segment = b"\xff\xfe" + (len(comment) + 2).to_bytes(2, "big") + comment
    path = folder / f"{trial:03d}-photo.jpg"
    path.write_bytes(photo[:2] + segment + photo[2:])
    files.append(path)
    return files


def run(binary: str, *arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run([binary, *arguments], capture_output=True, text=True)


def trial(binary: str, number: int, rng: random.Random, work: Path) -> dict:
    vault = work / f"vault-{number}"
    inputs = work / f"input-{number}"
    inputs.mkdir()
    files = distinct_files(inputs, number)
    mode = rng.choice(["import", "watch"])
    delay = rng.uniform(0.0, 2.0)
    run(binary, "init", "--vault", str(vault))
    if mode == "import":
        command = [binary, "import", "--jobs", "2", "--vault", str(vault), *map(str, files)]
    else:
        for file in files:
            shutil.copy(file, vault / "inbox" / file.name)
        command = [binary, "watch", "--vault", str(vault)]
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(delay)
    finished_early = process.poll() is not None
    if not finished_early:
        process.send_signal(signal.SIGKILL)
    process.wait()
    if mode == "import":
        again = run(binary, "import", "--jobs", "2", "--vault", str(vault), *map(str, files))
    else:
        again = run(binary, "watch", "--once", "--vault", str(vault))
    documents = json.loads(run(binary, "docs", "list", "--json", "--vault", str(vault)).stdout or "[]")
    hashes = [d["sha256"] for d in documents]
    objects = [p for p in (vault / "objects").rglob("*") if p.is_file()]
    inbox_left = [p for p in (vault / "inbox").rglob("*") if p.is_file() and ".failed" not in p.parts]
    failed = [p for p in (vault / "inbox" / ".failed").rglob("*") if p.is_file()] \
        if (vault / "inbox" / ".failed").exists() else []
    with sqlite3.connect(vault / "vault.sqlite") as db:
        integrity = db.execute("PRAGMA integrity_check").fetchone()[0]
    doctor = json.loads(run(binary, "doctor", "--json", "--vault", str(vault)).stdout or "{}")
    result = {
        "trial": number, "mode": mode, "killAfter": round(delay, 2), "finishedBeforeKill": finished_early,
        "rerunStatus": again.returncode, "files": len(files), "documents": len(documents),
        "distinct": len(set(hashes)), "objects": len(objects), "inboxLeft": len(inbox_left),
        "failed": len(failed), "integrity": integrity,
        "strays": len(doctor.get("strayObjects", [])) + len(doctor.get("abandonedTemporaries", [])),
        "missing": len(doctor.get("missingObjects", [])),
    }
    result["ok"] = (result["documents"] == result["distinct"] == result["objects"] == len(files)
                    and result["inboxLeft"] == 0 and result["failed"] == 0 and integrity == "ok"
                    and result["strays"] == 0 and result["missing"] == 0 and again.returncode == 0)
    shutil.rmtree(vault)
    shutil.rmtree(inputs)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--trials", type=int, default=100)
    parser.add_argument("--vault-binary", default=str(ROOT / ".build/debug/vault"))
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    rng = random.Random(options.seed)
    started = time.monotonic()
    results = []
    with tempfile.TemporaryDirectory(prefix="vault-soak-") as work:
        for number in range(1, options.trials + 1):
            result = trial(options.vault_binary, number, rng, Path(work))
            results.append(result)
            if not result["ok"]:
                print("FAILED", json.dumps(result), file=sys.stderr)
    bad = [r for r in results if not r["ok"]]
    killed = [r for r in results if not r["finishedBeforeKill"]]
    print(f"{'mode':8} {'trials':>6} {'killed':>6} {'lost':>5} {'doubled':>7} {'strays':>6} {'integrity':>9}")
    for mode in ["import", "watch"]:
        rows = [r for r in results if r["mode"] == mode]
        print(f"{mode:8} {len(rows):6d} {sum(not r['finishedBeforeKill'] for r in rows):6d} "
              f"{sum(max(0, r['files'] - r['distinct']) for r in rows):5d} "
              f"{sum(r['documents'] - r['distinct'] + max(0, r['objects'] - r['documents']) for r in rows):7d} "
              f"{sum(r['strays'] for r in rows):6d} "
              f"{sum(r['integrity'] == 'ok' for r in rows):6d} ok")
    print(f"{len(results)} trials ({len(killed)} killed mid-run), {len(bad)} failed, "
          f"{time.monotonic() - started:.0f} s")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
