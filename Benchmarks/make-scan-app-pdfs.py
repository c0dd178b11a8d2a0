#!/usr/bin/env python3
"""make-scan-app-pdfs.py SRC_DIR DST_DIR: each photo of SRC_DIR as a one-page PDF, as a scanner
app saves a photographed receipt (turned upright by its EXIF orientation, re-encoded as JPEG at
quality 92, in a page at 300 dpi, no text layer), its label copied beside it and the photo linked
so that ../shared/receipts/score.py finds its pairs; score with Benchmarks/scan-as-pdf.sh."""
import sys, os, glob, json, shutil
from PIL import Image, ImageOps
src, dst = sys.argv[1], sys.argv[2]
os.makedirs(dst, exist_ok=True)
for p in sorted(glob.glob(os.path.join(src, '*.jpg')) + glob.glob(os.path.join(src, '*.png'))):
    base = os.path.splitext(os.path.basename(p))[0]
    im = ImageOps.exif_transpose(Image.open(p)).convert('RGB')
    im.save(os.path.join(dst, base + '.pdf'), 'PDF', resolution=300.0, quality=92)
    lab = os.path.join(src, base + '.json')
    if os.path.exists(lab):
        shutil.copy(lab, os.path.join(dst, base + '.json'))
        link = os.path.join(dst, os.path.basename(p))
        if not os.path.lexists(link):
            os.symlink(os.path.abspath(p), link)
