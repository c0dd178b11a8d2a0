// The stubs' side of LibraryLoading.c.
#ifndef VAULT_LIBRARY_SYMBOL_H
#define VAULT_LIBRARY_SYMBOL_H

#include "LibraryLoading.h"

#include <stdatomic.h>

/// The address of `name` in `library`, opening the library first if needed. Ends the process
/// with a message if either cannot be found.
void *vault_library_symbol(vault_library library, const char *name);

/// A function returning the real `name`, looked up in `library` on its first call and kept.
#define VAULT_RESOLVER(library, name)                                                                \
    static __typeof__(&name) resolved_##name(void) {                                                 \
        static _Atomic(__typeof__(&name)) resolved;                                                  \
        __typeof__(&name) function = atomic_load_explicit(&resolved, memory_order_acquire);         \
        if (function == NULL) {                                                                      \
            function = (__typeof__(&name))vault_library_symbol(library, #name);                      \
            atomic_store_explicit(&resolved, function, memory_order_release);                        \
        }                                                                                            \
        return function;                                                                             \
    }

/// Defines `name` (declared by the library's own header, so the types are checked against it):
/// every call goes through to the real function.
#define VAULT_FORWARD(library, result, name, parameters, arguments)                                  \
    VAULT_RESOLVER(library, name)                                                                    \
    result name parameters { return resolved_##name() arguments; }

/// `VAULT_FORWARD` for a function that returns nothing.
#define VAULT_FORWARD_VOID(library, name, parameters, arguments)                                     \
    VAULT_RESOLVER(library, name)                                                                    \
    void name parameters { resolved_##name() arguments; }

#endif
