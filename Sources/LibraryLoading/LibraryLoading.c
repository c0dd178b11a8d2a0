#include "LibraryLoading.h"
#include "LibrarySymbol.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

#include <tesseract/version.h>

#define VAULT_STRINGIFY_(x) #x
#define VAULT_STRINGIFY(x) VAULT_STRINGIFY_(x)

/// File names to try, in order: the runtime package's name first (the only one a machine without
/// the -dev package has), then the development link.
static const char *const file_names[][2] = {
    [vault_library_tesseract] = {"libtesseract.so." VAULT_STRINGIFY(TESSERACT_MAJOR_VERSION), "libtesseract.so"},
    [vault_library_poppler_glib] = {"libpoppler-glib.so.8", "libpoppler-glib.so"},
};

enum { library_count = sizeof(file_names) / sizeof(file_names[0]) };

static _Atomic(void *) handles[library_count];
static char failures[library_count][512];
static pthread_mutex_t opening = PTHREAD_MUTEX_INITIALIZER;

const char *vault_library_file_name(vault_library library) {
    return file_names[library][0];
}

/// Opens `library` once; later calls return the same handle. NULL when it cannot be opened, with
/// the reason kept in `failures`.
static void *open_library(vault_library library) {
    void *handle = atomic_load_explicit(&handles[library], memory_order_acquire);
    if (handle != NULL) {
        return handle;
    }
    pthread_mutex_lock(&opening);
    handle = atomic_load_explicit(&handles[library], memory_order_relaxed);
    if (handle == NULL) {
        for (size_t index = 0; index < 2 && handle == NULL; ++index) {
            handle = dlopen(file_names[library][index], RTLD_NOW | RTLD_LOCAL);
            // The runtime name's failure is the one to report: the -dev link is a fallback.
            if (handle == NULL && index == 0) {
                const char *message = dlerror();
                snprintf(failures[library], sizeof(failures[library]), "%s",
                    message != NULL ? message : "unknown error");
            }
        }
        if (handle != NULL) {
            atomic_store_explicit(&handles[library], handle, memory_order_release);
        }
    }
    pthread_mutex_unlock(&opening);
    return handle;
}

int vault_library_open(vault_library library, char *reason, size_t reason_size) {
    if (open_library(library) != NULL) {
        return 0;
    }
    if (reason != NULL && reason_size > 0) {
        pthread_mutex_lock(&opening);
        snprintf(reason, reason_size, "%s", failures[library]);
        pthread_mutex_unlock(&opening);
    }
    return -1;
}

void *vault_library_symbol(vault_library library, const char *name) {
    void *handle = open_library(library);
    void *symbol = handle != NULL ? dlsym(handle, name) : NULL;
    if (symbol == NULL) {
        // Reached only when a library vault was built against is missing or too old: callers
        // open the library first (vault_library_open) and report that as an error of their own.
        fprintf(stderr, "vault: cannot use %s from %s: %s\n", name, file_names[library][0],
            handle != NULL ? "the library lacks it" : failures[library]);
        abort();
    }
    return symbol;
}
