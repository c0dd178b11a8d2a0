@_exported import OCR
