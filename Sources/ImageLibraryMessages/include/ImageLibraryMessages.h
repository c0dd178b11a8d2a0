#ifndef VAULT_IMAGE_LIBRARY_MESSAGES_H
#define VAULT_IMAGE_LIBRARY_MESSAGES_H

/// Keeps libjpeg's and libpng's own warnings off stderr (see ImageLibraryMessages.c); returns 1.
/// Calling it only makes sure the object file is linked: the quieting works by symbol
/// interposition, for every decode in the process.
int vault_image_library_messages_quiet(void);

#endif
