// Reads a PDF's embedded files with poppler's core API instead of poppler-glib's
// poppler_document_get_attachments, which dereferences a null pointer when a file
// specification in the EmbeddedFiles name tree is a string rather than a dictionary (poppler
// 22.12): a stranger's PDF could end the whole process. Every step here is checked.
#include "PDFAttachments.h"

#include <Catalog.h>
#include <Error.h>
#include <FileSpec.h>
#include <GlobalParams.h>
#include <PDFDoc.h>
#include <Stream.h>
#include <goo/GooString.h>

#include <memory>
#include <vector>

namespace {
void ignoreError(ErrorCategory, Goffset, const char *) {}
}

extern "C" int vault_pdf_attachments(
    const unsigned char *bytes, size_t length, size_t max_file_bytes, vault_attachment_filter filter,
    vault_attachment_sink sink, void *context)
{
    if (bytes == nullptr || length == 0 || sink == nullptr) {
        return -1;
    }
    GlobalParamsIniter globalParams(ignoreError);
    // The document reads from the caller's bytes (no copy); PDFDoc owns and frees the stream.
    auto *stream = new MemStream(reinterpret_cast<const char *>(bytes), 0, static_cast<Goffset>(length), Object(objNull));
    PDFDoc document(stream);
    if (!document.isOk()) {
        return -1;
    }
    Catalog *catalog = document.getCatalog();
    if (catalog == nullptr || !catalog->isOk()) {
        return -1;
    }
    const int count = catalog->numEmbeddedFiles();
    std::vector<unsigned char> data;
    size_t readable = 0;
    for (int index = 0; index < count; ++index) {
        std::unique_ptr<FileSpec> spec = catalog->embeddedFile(index);
        if (!spec || !spec->isOk()) {
            continue;
        }
        EmbFile *file = spec->getEmbeddedFile();
        Stream *content = file != nullptr ? file->stream() : nullptr;
        const GooString *name = spec->getFileName();
        if (content == nullptr || name == nullptr) {
            continue;
        }
        // Chosen by name before a byte is decoded: many entries may share one huge stream.
        const size_t position = readable++;
        if (filter != nullptr
            && filter(reinterpret_cast<const unsigned char *>(name->c_str()), static_cast<size_t>(name->getLength()),
                   position, context)
                == 0) {
            continue;
        }
        content->reset();
        data.clear();
        bool tooLarge = false;
        for (int c = content->getChar(); c != EOF; c = content->getChar()) {
            if (data.size() >= max_file_bytes) {
                tooLarge = true;
                break;
            }
            data.push_back(static_cast<unsigned char>(c));
        }
        content->close();
        if (tooLarge) {
            continue;
        }
        sink(reinterpret_cast<const unsigned char *>(name->c_str()), static_cast<size_t>(name->getLength()),
            data.data(), data.size(), context);
    }
    return count;
}
