#!/bin/bash
# VAULT=BINARY scan-as-pdf.sh scan --json FILES: a stand-in for vault that score.py can run
# over a folder made by make-scan-app-pdfs.py: scans FILE.pdf for each FILE.jpg it is given with
# $VAULT, and names each result FILE.jpg again.
args=(); for a in "$@"; do case $a in *.jpg) args+=("${a%.jpg}.pdf");; *) args+=("$a");; esac; done
"$VAULT" "${args[@]}" | python3 -c '
import json,sys
d=json.load(sys.stdin)
d=d if isinstance(d,list) else [d]
for r in d:
    if r.get("file","").endswith(".pdf"): r["file"]=r["file"][:-4]+".jpg"
print(json.dumps(d))'
