#include <gio/gio.h>

/* G_VARIANT_TYPE is a macro (a cast of the type string); Swift cannot call it. */
static inline const GVariantType *cgio_variant_type(const char *type) { return (const GVariantType *)type; }
