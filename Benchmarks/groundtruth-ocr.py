#!/usr/bin/env python3
"""Turn SROIE ground-truth text boxes (NNN.box.csv) into the JSON `vault ocr --json` writes, so the
parser can be scored on perfect OCR: `vault scan --from-ocr-json OUT --json`.

usage: groundtruth-ocr.py FOLDER OUT.json
"""
import csv, glob, json, os, sys
folder, out = sys.argv[1], sys.argv[2]
files = []
for path in sorted(glob.glob(os.path.join(folder, '*.box.csv'))):
    segs = []
    with open(path, encoding='utf-8', errors='replace') as f:
        for row in f:
            parts = row.rstrip('\n').split(',', 8)
            if len(parts) < 9: continue
            try: xs = list(map(int, parts[0:8:2])); ys = list(map(int, parts[1:8:2]))
            except ValueError: continue
            segs.append((min(xs), min(ys), max(xs), max(ys), parts[8]))
    segs.sort(key=lambda s: (s[1] + s[3]) / 2)
    rows = []
    for s in segs:
        mid = (s[1] + s[3]) / 2
        for r in rows:
            if r['y0'] <= mid <= r['y1']:
                r['segs'].append(s); break
        else:
            rows.append({'y0': s[1], 'y1': s[3], 'segs': [s]})
    lines = []
    W = max([s[2] for s in segs] + [1]); H = max([s[3] for s in segs] + [1])
    for r in rows:
        ss = sorted(r['segs'])
        text = '     '.join(s[4] for s in ss)
        words = []
        for s in ss:
            toks = s[4].split()
            n = max(1, len(s[4])); x = s[0]; cw = (s[2] - s[0]) / n
            for t in toks:
                words.append({'text': t, 'confidence': 0.95, 'box': {'x': int(x), 'y': s[1], 'width': max(1, int(cw * len(t))), 'height': s[3] - s[1]}})
                x += cw * (len(t) + 1)
        x0 = min(s[0] for s in ss); y0 = min(s[1] for s in ss); x1 = max(s[2] for s in ss); y1 = max(s[3] for s in ss)
        lines.append({'text': text, 'confidence': 0.95, 'box': {'x': x0, 'y': y0, 'width': x1 - x0, 'height': y1 - y0}, 'words': words})
    name = os.path.basename(path).replace('.box.csv', '.jpg')
    files.append({'file': os.path.join(folder, name), 'pages': [{'number': 1, 'width': W, 'height': H, 'rotation': 0, 'lines': lines}]})
json.dump(files, open(out, 'w'))
print(len(files))
