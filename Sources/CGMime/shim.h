// GMime 3 (libgmime-3.0-dev): only its flags and link lines reach vault; the C shim in
// Sources/MailParts is the one place that calls it.
#include <gmime/gmime.h>
