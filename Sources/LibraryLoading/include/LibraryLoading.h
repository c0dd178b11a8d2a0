// Tesseract and poppler-glib are loaded the first time vault reads a file, not when it starts.
//
// Together with what they pull in (curl, NSS, libarchive, GIO...) they are 39 of the 92 shared
// libraries a linked vault loaded, and loading them cost every command about 25 ms of CPU, even
// `vault --version` or a search that never reads a page. vault links instead against small
// functions of the same names (TesseractStubs.c, PopplerStubs.c) that open the library on first
// use and call through to it.
#ifndef VAULT_LIBRARY_LOADING_H
#define VAULT_LIBRARY_LOADING_H

#include <stddef.h>

/// A library vault opens when it first needs it.
typedef enum {
    vault_library_tesseract = 0,
    vault_library_poppler_glib = 1,
} vault_library;

/// Opens `library` unless it is open already. Returns 0 when it is open; otherwise -1, with the
/// reason (the loader's message) written to `reason` (at most `reason_size` bytes, terminated).
/// Safe to call from any thread.
int vault_library_open(vault_library library, char *reason, size_t reason_size);

/// The file name vault opens `library` by (`libtesseract.so.5`), for messages.
const char *vault_library_file_name(vault_library library);

#endif
