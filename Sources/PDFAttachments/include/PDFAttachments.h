#ifndef VAULT_PDF_ATTACHMENTS_H
#define VAULT_PDF_ATTACHMENTS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Receives one embedded file: its name as the PDF stores it (PDFDocEncoding, or UTF-16BE
/// after a byte order mark) and its decoded bytes.
typedef void (*vault_attachment_sink)(
    const unsigned char *name, size_t name_length, const unsigned char *data, size_t data_length, void *context);

/// Decides from an embedded file's name (as `vault_attachment_sink` gets it) and its position
/// among the readable entries whether its bytes are read at all; nonzero reads it.
typedef int (*vault_attachment_filter)(const unsigned char *name, size_t name_length, size_t index, void *context);

/// Hands every readable file embedded in the PDF held in `bytes` that `filter` (when not NULL)
/// takes to `sink`, in the document's order. Entries that are not embedded files (a file
/// specification that is a bare string, a missing or damaged stream) and files over
/// `max_file_bytes` are skipped; a file the filter refuses is never decoded. Returns the
/// number of entries the document lists, or -1 when the document cannot be opened.
int vault_pdf_attachments(
    const unsigned char *bytes, size_t length, size_t max_file_bytes, vault_attachment_filter filter,
    vault_attachment_sink sink, void *context);

#ifdef __cplusplus
}
#endif

#endif
