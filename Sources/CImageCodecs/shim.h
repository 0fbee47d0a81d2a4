/* gdk-pixbuf (PNG, JPEG) and librsvg (SVG, drawn with Cairo) for UIKitImageCodecs,
 * opened with dlopen on first use (cimagecodecs_load), not linked: the two libraries
 * and theirs cost every program about 10 ms and 10 MB at launch.
 *
 * The module has no pkg-config entry (its --libs would link them again), so the
 * headers under /usr/include/gdk-pixbuf-2.0 and librsvg-2.0 are not on the include
 * path: the few types and functions used are declared here, exactly as those headers
 * declare them (Tests/UIKitImageCodecsTests/CodecShimTests compiles this file after the real
 * headers, so any difference is a compile error). GLib and Cairo come from the
 * pkg-config flags of CGio and CCairo, which the importing target depends on. */
#include <dlfcn.h>
#include <stdio.h>
#include <glib-object.h>
#include <cairo.h>

#ifndef GDK_PIXBUF_CORE_H
typedef struct _GdkPixbuf GdkPixbuf;
typedef enum { GDK_COLORSPACE_RGB } GdkColorspace;
typedef void (*GdkPixbufDestroyNotify)(guchar *pixels, gpointer data);
#endif
#ifndef GDK_PIXBUF_LOADER_H
typedef struct _GdkPixbufLoader GdkPixbufLoader;
#endif
#ifndef RSVG_H
typedef struct _RsvgHandle RsvgHandle;
typedef struct _RsvgRectangle { double x; double y; double width; double height; } RsvgRectangle;
typedef enum { RSVG_UNIT_PERCENT, RSVG_UNIT_PX, RSVG_UNIT_EM, RSVG_UNIT_EX, RSVG_UNIT_IN, RSVG_UNIT_CM,
               RSVG_UNIT_MM, RSVG_UNIT_PT, RSVG_UNIT_PC } RsvgUnit;
typedef struct { double length; RsvgUnit unit; } RsvgLength;
#endif

GdkPixbufLoader *gdk_pixbuf_loader_new(void);
gboolean gdk_pixbuf_loader_write(GdkPixbufLoader *loader, const guchar *buf, gsize count, GError **error);
gboolean gdk_pixbuf_loader_close(GdkPixbufLoader *loader, GError **error);
GdkPixbuf *gdk_pixbuf_loader_get_pixbuf(GdkPixbufLoader *loader);
GdkPixbuf *gdk_pixbuf_apply_embedded_orientation(GdkPixbuf *src);
int gdk_pixbuf_get_width(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_height(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_n_channels(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_rowstride(const GdkPixbuf *pixbuf);
int gdk_pixbuf_get_bits_per_sample(const GdkPixbuf *pixbuf);
const guint8 *gdk_pixbuf_read_pixels(const GdkPixbuf *pixbuf);
GdkPixbuf *gdk_pixbuf_new_from_data(const guchar *data, GdkColorspace colorspace, gboolean has_alpha,
                                    int bits_per_sample, int width, int height, int rowstride,
                                    GdkPixbufDestroyNotify destroy_fn, gpointer destroy_fn_data);
gboolean gdk_pixbuf_save_to_bufferv(GdkPixbuf *pixbuf, gchar **buffer, gsize *buffer_size, const char *type,
                                    char **option_keys, char **option_values, GError **error);
RsvgHandle *rsvg_handle_new_from_data(const guint8 *data, gsize data_len, GError **error);
gboolean rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, gdouble *out_width, gdouble *out_height);
void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, gboolean *out_has_width, RsvgLength *out_width,
                                          gboolean *out_has_height, RsvgLength *out_height,
                                          gboolean *out_has_viewbox, RsvgRectangle *out_viewbox);
gboolean rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);

#define CIMAGECODECS_PIXBUF_FUNCTIONS(F) \
    F(gdk_pixbuf_loader_new) F(gdk_pixbuf_loader_write) F(gdk_pixbuf_loader_close) \
    F(gdk_pixbuf_loader_get_pixbuf) F(gdk_pixbuf_apply_embedded_orientation) F(gdk_pixbuf_get_width) \
    F(gdk_pixbuf_get_height) F(gdk_pixbuf_get_n_channels) F(gdk_pixbuf_get_rowstride) \
    F(gdk_pixbuf_get_bits_per_sample) F(gdk_pixbuf_read_pixels) F(gdk_pixbuf_new_from_data) \
    F(gdk_pixbuf_save_to_bufferv)
#define CIMAGECODECS_RSVG_FUNCTIONS(F) \
    F(rsvg_handle_new_from_data) F(rsvg_handle_get_intrinsic_size_in_pixels) \
    F(rsvg_handle_get_intrinsic_dimensions) F(rsvg_handle_render_document)

/* The table: each field has exactly the type of the function declared above. */
#define CIMAGECODECS_FIELD(name) __typeof__(name) *_Nonnull name;
struct cimagecodecs_api {
    CIMAGECODECS_PIXBUF_FUNCTIONS(CIMAGECODECS_FIELD)
    CIMAGECODECS_RSVG_FUNCTIONS(CIMAGECODECS_FIELD)
};
#undef CIMAGECODECS_FIELD

/* The sonames of Debian's libgdk-pixbuf-2.0-0 and librsvg2-2. */
static inline const char *_Nonnull cimagecodecs_pixbuf_soname(void) { return "libgdk_pixbuf-2.0.so.0"; }
static inline const char *_Nonnull cimagecodecs_rsvg_soname(void) { return "librsvg-2.so.2"; }

/* Opens both libraries (RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE: GObject types a library
 * registers cannot be unregistered, so a loaded library stays for the whole process)
 * and fills `api`. Returns 1, or 0 with
 * `error` holding dlerror()'s message or "<soname> has no <symbol>". */
static inline int cimagecodecs_load(const char *_Nonnull pixbuf, const char *_Nonnull rsvg,
                                    struct cimagecodecs_api *_Nonnull api, char *_Nonnull error, size_t length) {
    const char *sonames[2] = { pixbuf, rsvg };
    void *handles[2] = { NULL, NULL };
    int index;
    for (index = 0; index < 2; index++) {
        handles[index] = dlopen(sonames[index], RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE);
        if (!handles[index]) {
            const char *reason = dlerror();
            snprintf(error, length, "%s", reason ? reason : sonames[index]);
            goto fail;
        }
    }
    void *symbol;
#define CIMAGECODECS_LOOKUP(name) \
    symbol = dlsym(handles[index], #name); \
    if (!symbol) { snprintf(error, length, "%s has no %s", sonames[index], #name); goto fail; } \
    api->name = (__typeof__(name) *)symbol;
    index = 0; CIMAGECODECS_PIXBUF_FUNCTIONS(CIMAGECODECS_LOOKUP)
    index = 1; CIMAGECODECS_RSVG_FUNCTIONS(CIMAGECODECS_LOOKUP)
#undef CIMAGECODECS_LOOKUP
    return 1;
fail:
    for (int i = 0; i < 2; i++) if (handles[i]) dlclose(handles[i]);
    return 0;
}
