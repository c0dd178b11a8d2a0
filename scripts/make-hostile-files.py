#!/usr/bin/env python3
"""Makes files crafted to exhaust a reader's time or memory, for the bounded reader's tests
and Benchmarks/hostile.sh.

    make-hostile-files.py OUT_DIR [KIND...] [--png-size N] [--tiff-pages N]

Writes OUT_DIR/KIND.EXT for each KIND (all when none is named):

  nested-xobjects   a 4.6 KB PDF whose page draws a Form XObject that draws the next one four
                    times, 16 levels deep (4^16 draws): rendering or extracting its text never
                    ends
  progressive-scans a progressive JPEG of 4000 x 3000 pixels followed by 15,000 empty scans:
                    libjpeg walks the whole picture for each
  png16             a 16-bit RGB PNG of N x N pixels (default 10900, under the 120 Mpx refusal):
                    its decoded rows alone take hundreds of MB
  many-totals       a PDF whose text layer is 20,000 lines of `Coffee 12.50 TOTAL EUR 12.50`
                    (250 pages of 80 lines)
  many-attachments  an 81 KB PDF with 200 attachments that all point at one stream inflating
                    to 60 MB
  blank-page        a PDF of one blank page of 14400 x 14400 points
  many-pages        a TIFF of N pages (default 5000) of 64 x 64 white pixels (510 KB): only its first page
                    used to be read, and the rest left out without a word
  garbled-xml       a UBL credit note whose XML declaration is broken (`encoding=<?xml ...`) and
                    whose element names hold bytes that are not UTF-8: Foundation's XMLParser
                    trapped on them (found by FuzzReader)

Needs nothing but Python 3 (no image or PDF library): every file is written byte by byte, so
the same command writes the same files.
"""
import argparse
import os
import struct
import sys
import zlib


def pdf(objects, root=1):
    """A PDF of `objects` (bytes bodies, object 1 first) with a valid cross-reference table."""
    out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, root, xref)
    return bytes(out)


def stream(dictionary, data):
    return b"<< " + dictionary + b" /Length %d >>\nstream\n" % len(data) + data + b"\nendstream"


def nested_xobjects():
    levels = 16
    # 1 catalog, 2 pages, 3 page, 4 page content, 5.. the forms (5 is the outermost).
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R "
        b"/Resources << /XObject << /X 5 0 R >> >> >>",
        stream(b"", b"q /X Do Q"),
    ]
    for level in range(levels):
        number = 5 + level
        if level == levels - 1:
            content = b"0 0 m 595 842 l S"
            resources = b""
        else:
            content = b"q /X Do Q q /X Do Q q /X Do Q q /X Do Q"
            resources = b"/Resources << /XObject << /X %d 0 R >> >>" % (number + 1)
        objects.append(stream(b"/Type /XObject /Subtype /Form /BBox [0 0 595 842] " + resources, content))
    return pdf(objects)


def jpeg_segment(marker, payload):
    return bytes([0xFF, marker]) + struct.pack(">H", len(payload) + 2) + payload


def progressive_scans(width=4000, height=3000, scans=15000):
    # One gray component; DC first scan of all-zero coefficients, then empty AC scans.
    # Huffman tables: one code of length 1 for symbol 0 (DC: difference category 0; AC: EOB).
    quant = jpeg_segment(0xDB, bytes([0]) + bytes([1] * 64))
    sof2 = jpeg_segment(0xC2, bytes([8]) + struct.pack(">HH", height, width) + bytes([1, 1, 0x11, 0]))
    counts = bytes([1] + [0] * 15)
    dht = jpeg_segment(0xC4, bytes([0x00]) + counts + bytes([0]) + bytes([0x10]) + counts + bytes([0]))
    blocks = ((width + 7) // 8) * ((height + 7) // 8)
    # DC scan: every block codes category 0 with the one-bit code `0`; pad with ones.
    dc_bits = blocks
    dc_data = bytearray(b"\x00" * (dc_bits // 8))
    if dc_bits % 8:
        dc_data.append(0xFF >> (dc_bits % 8))
    dc_scan = jpeg_segment(0xDA, bytes([1, 1, 0x00, 0, 0, 0])) + bytes(dc_data)
    # An AC scan with no data at all: libjpeg still visits every block of the picture.
    empty_ac = jpeg_segment(0xDA, bytes([1, 1, 0x00, 1, 63, 0]))
    return b"\xff\xd8" + quant + sof2 + dht + dc_scan + empty_ac * scans + b"\xff\xd9"


def png16(size):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 16, 2, 0, 0, 0)
    row = b"\x00" + b"\xff" * (size * 6)  # a white picture: filter byte, then RGB, 16 bits each
    compressor = zlib.compressobj(9)
    data = bytearray()
    for _ in range(size):
        data += compressor.compress(row)
    data += compressor.flush()
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", bytes(data)) + chunk(b"IEND", b"")


def many_totals(lines=20000, per_page=80):
    pages = (lines + per_page - 1) // per_page
    # 1 catalog, 2 pages, 3 font, then page and content pairs.
    kids = b" ".join(b"%d 0 R" % (4 + 2 * index) for index in range(pages))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [" + kids + b"] /Count %d >>" % pages,
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    for index in range(pages):
        count = min(per_page, lines - index * per_page)
        text = b"BT /F 9 Tf 10 TL 40 820 Td " + b"(Coffee 12.50 TOTAL EUR 12.50) ' " * count + b"ET"
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents %d 0 R "
            b"/Resources << /Font << /F 3 0 R >> >> >>" % (5 + 2 * index))
        objects.append(stream(b"", text))
    return pdf(objects)


def many_attachments(count=200, inflated=60 << 20):
    # 1 catalog, 2 pages, 3 page, 4 content, 5 the one big stream, 6.. the file specifications.
    big = zlib.compress(b"\x00" * inflated, 9)
    names = b" ".join(b"(invoice-%03d.xml) %d 0 R" % (index, 6 + index) for index in range(count))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [" + names + b"] >> >> >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
        stream(b"", b""),
        stream(b"/Type /EmbeddedFile /Filter /FlateDecode", big),
    ]
    for index in range(count):
        objects.append(
            b"<< /Type /Filespec /F (invoice-%03d.xml) /UF (invoice-%03d.xml) /EF << /F 5 0 R >> >>"
            % (index, index))
    return pdf(objects)


def blank_page(points=14400):
    return pdf([
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Contents 4 0 R >>" % (points, points),
        stream(b"", b""),
    ])


KINDS = {
    "nested-xobjects": ("pdf", lambda args: nested_xobjects()),
    "progressive-scans": ("jpg", lambda args: progressive_scans()),
    "png16": ("png", lambda args: png16(args.png_size)),
    "many-totals": ("pdf", lambda args: many_totals()),
    "many-attachments": ("pdf", lambda args: many_attachments()),
    "blank-page": ("pdf", lambda args: blank_page()),
    "many-pages": ("tif", lambda args: many_pages_tiff(args.tiff_pages)),
    "garbled-xml": ("xml", lambda args: garbled_xml()),
}


def garbled_xml():
    declaration = b'<?xml version="1.0" encoding=<?xml version="1.0 "necoding="UTF-8"?>\n'
    ubl = b"urn:oasis:names:specification:ubl:schema:xsd:"
    root = b'<CreditNote xmlns="' + ubl + b'CreditNote-2" xmlns:cbc="' + ubl + b'CommonBasicComponents-2">\n'
    return declaration + root + b"  <cbc:I\xff\xfeD>CN-1</cbc:I\xff\xfeD>\n</CreditNote>\n"


def many_pages_tiff(pages=5000, size=64):
    """A little-endian baseline TIFF: one bilevel strip shared by every page, then one image
    directory a page, each pointing at the next."""
    strip = bytes(size * size // 8)  # WhiteIsZero: all zero bits are white
    header = struct.pack("<2sHI", b"II", 42, 8 + len(strip))
    entries = lambda: [  # tag, type (3 SHORT, 4 LONG), count, value
        (256, 3, 1, size), (257, 3, 1, size), (258, 3, 1, 1), (259, 3, 1, 1), (262, 3, 1, 0),
        (273, 4, 1, 8), (278, 3, 1, size), (279, 4, 1, len(strip)),
    ]
    directory_size = 2 + 8 * 12 + 4
    out = bytearray(header + strip)
    for page in range(pages):
        start = len(out)
        following = 0 if page == pages - 1 else start + directory_size
        out += struct.pack("<H", 8)
        for tag, kind, count, value in entries():
            out += struct.pack("<HHI", tag, kind, count) + (struct.pack("<HH", value, 0) if kind == 3 else
                                                             struct.pack("<I", value))
        out += struct.pack("<I", following)
    return bytes(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out")
    parser.add_argument("kinds", nargs="*", choices=[[]] + list(KINDS), default=[])
    parser.add_argument("--png-size", type=int, default=10900)
    parser.add_argument("--tiff-pages", type=int, default=5000)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for kind in args.kinds or list(KINDS):
        extension, make = KINDS[kind]
        path = os.path.join(args.out, "%s.%s" % (kind, extension))
        with open(path, "wb") as file:
            file.write(make(args))
        print(path)


if __name__ == "__main__":
    sys.exit(main())
