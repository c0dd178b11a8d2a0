// The stubs' side of LibraryLoading.c.
#ifndef VAULT_LIBRARY_SYMBOL_H
#define VAULT_LIBRARY_SYMBOL_H

#include "LibraryLoading.h"

#include <stdatomic.h>

/// The address of `name` in `library`, opening the library first if needed. Ends the process
/// with a message if either cannot be found.
void *vault_library_symbol(vault_library library, const char *name);

/// Defines `name` (declared by the library's own header, so the types are checked against it):
/// the first call looks the real function up, every call goes through to it.
#define VAULT_FORWARD(library, result, name, parameters, arguments)                                  \
    result name parameters {                                                                         \
        static _Atomic(__typeof__(&name)) resolved;                                                  \
        __typeof__(&name) function = atomic_load_explicit(&resolved, memory_order_acquire);         \
        if (function == NULL) {                                                                      \
            function = (__typeof__(&name))vault_library_symbol(library, #name);                      \
            atomic_store_explicit(&resolved, function, memory_order_release);                        \
        }                                                                                            \
        return function arguments;                                                                   \
    }

/// `VAULT_FORWARD` for a function that returns nothing.
#define VAULT_FORWARD_VOID(library, name, parameters, arguments)                                     \
    void name parameters {                                                                           \
        static _Atomic(__typeof__(&name)) resolved;                                                  \
        __typeof__(&name) function = atomic_load_explicit(&resolved, memory_order_acquire);         \
        if (function == NULL) {                                                                      \
            function = (__typeof__(&name))vault_library_symbol(library, #name);                      \
            atomic_store_explicit(&resolved, function, memory_order_release);                        \
        }                                                                                            \
        function arguments;                                                                          \
    }

#endif
