// Vault's API speaks in OCR's types (pages, boxes, media types); importing Vault is enough.
@_exported import OCR
