// libxml2's HTML parser (libxml2-dev), for e-mail bodies; called only from Sources/MailParts.
#include <libxml/HTMLparser.h>
