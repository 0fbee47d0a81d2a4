// FFmpeg's libraries (Debian: libavcodec-dev libavformat-dev libswscale-dev libavutil-dev).
// The headers give the types and constants; the functions are not linked but looked up
// with dlopen/dlsym on first use (cffmpeg_load): libavcodec alone pulls in about 100
// libraries (x264, x265, aom, rav1e, SvtAv1, gnutls, ...) whose loading and relocation
// cost every program 50-60 ms and 28 MB at launch, and only recording needs them.
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>

// Function-like macros Swift cannot call.
static inline int cffmpeg_error_again(void) { return AVERROR(EAGAIN); }
static inline int cffmpeg_error_eof(void) { return AVERROR_EOF; }
static inline int cffmpeg_codec_flag_bitexact(void) { return AV_CODEC_FLAG_BITEXACT; }
static inline int cffmpeg_codec_flag_global_header(void) { return AV_CODEC_FLAG_GLOBAL_HEADER; }
static inline int cffmpeg_format_flag_bitexact(void) { return AVFMT_FLAG_BITEXACT; }
static inline int cffmpeg_format_global_header(void) { return AVFMT_GLOBALHEADER; }
static inline int cffmpeg_format_no_file(void) { return AVFMT_NOFILE; }
static inline int cffmpeg_io_write(void) { return AVIO_FLAG_WRITE; }

// The functions the encoders call, by library (X-macros: one list, used for the
// table's fields and for the lookups, so they cannot disagree).
#define CFFMPEG_AVUTIL_FUNCTIONS(F) \
    F(av_log_set_level) F(av_frame_alloc) F(av_frame_get_buffer) F(av_frame_make_writable) \
    F(av_frame_free) F(av_strerror) F(av_dict_set) F(av_dict_free)
#define CFFMPEG_AVCODEC_FUNCTIONS(F) \
    F(avcodec_find_encoder_by_name) F(avcodec_alloc_context3) F(avcodec_open2) \
    F(avcodec_parameters_from_context) F(avcodec_send_frame) F(avcodec_receive_packet) \
    F(avcodec_free_context) F(av_packet_alloc) F(av_packet_free) F(av_packet_rescale_ts)
#define CFFMPEG_AVFORMAT_FUNCTIONS(F) \
    F(avformat_alloc_output_context2) F(avformat_new_stream) F(avformat_free_context) \
    F(avformat_write_header) F(av_write_trailer) F(av_interleaved_write_frame) \
    F(avio_open) F(avio_closep)
#define CFFMPEG_SWSCALE_FUNCTIONS(F) \
    F(sws_getContext) F(sws_getCoefficients) F(sws_setColorspaceDetails) F(sws_scale) \
    F(sws_freeContext)

// The table: each field has exactly the type of the function the header declares.
#define CFFMPEG_FIELD(name) __typeof__(name) *_Nonnull name;
struct cffmpeg_api {
    CFFMPEG_AVUTIL_FUNCTIONS(CFFMPEG_FIELD)
    CFFMPEG_AVCODEC_FUNCTIONS(CFFMPEG_FIELD)
    CFFMPEG_AVFORMAT_FUNCTIONS(CFFMPEG_FIELD)
    CFFMPEG_SWSCALE_FUNCTIONS(CFFMPEG_FIELD)
};
#undef CFFMPEG_FIELD

// The sonames the headers were built for ("libavcodec.so.59", ...).
#define CFFMPEG_STRING2(x) #x
#define CFFMPEG_STRING(x) CFFMPEG_STRING2(x)
static inline const char *_Nonnull cffmpeg_avutil_soname(void) { return "libavutil.so." CFFMPEG_STRING(LIBAVUTIL_VERSION_MAJOR); }
static inline const char *_Nonnull cffmpeg_avcodec_soname(void) { return "libavcodec.so." CFFMPEG_STRING(LIBAVCODEC_VERSION_MAJOR); }
static inline const char *_Nonnull cffmpeg_avformat_soname(void) { return "libavformat.so." CFFMPEG_STRING(LIBAVFORMAT_VERSION_MAJOR); }
static inline const char *_Nonnull cffmpeg_swscale_soname(void) { return "libswscale.so." CFFMPEG_STRING(LIBSWSCALE_VERSION_MAJOR); }
static inline int cffmpeg_avutil_major(void) { return LIBAVUTIL_VERSION_MAJOR; }
static inline int cffmpeg_avcodec_major(void) { return LIBAVCODEC_VERSION_MAJOR; }
static inline int cffmpeg_avformat_major(void) { return LIBAVFORMAT_VERSION_MAJOR; }
static inline int cffmpeg_swscale_major(void) { return LIBSWSCALE_VERSION_MAJOR; }

// Opens one library (RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE: once loaded it stays for the
// whole process, even after a failed load closes it again; FFmpeg's dependencies, such
// as libgcrypt, keep global state that must not be unmapped under them); on failure
// writes dlerror() to error.
static inline void *_Nullable cffmpeg_open(const char *_Nonnull soname, char *_Nonnull error, size_t length) {
    void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE);
    if (!handle) {
        const char *reason = dlerror();
        snprintf(error, length, "%s", reason ? reason : soname);
    }
    return handle;
}

/// Opens the four libraries by soname (avutil, avcodec, avformat, swscale; the
/// cffmpeg_*_soname() defaults, or others for tests) and fills `api` with every
/// function. Returns 1, or 0 with `error` naming the library or the missing symbol
/// (the libraries opened so far are closed again, but stay mapped: RTLD_NODELETE).
static inline int cffmpeg_load(const char *_Nonnull avutil, const char *_Nonnull avcodec,
                               const char *_Nonnull avformat, const char *_Nonnull swscale,
                               struct cffmpeg_api *_Nonnull api, char *_Nonnull error, size_t length) {
    const char *sonames[4] = { avutil, avcodec, avformat, swscale };
    void *handles[4] = { NULL, NULL, NULL, NULL };
    int index;
    for (index = 0; index < 4; index++) {
        handles[index] = cffmpeg_open(sonames[index], error, length);
        if (!handles[index]) goto fail;
    }
    void *symbol;
#define CFFMPEG_LOOKUP(name) \
    symbol = dlsym(handles[index], #name); \
    if (!symbol) { snprintf(error, length, "%s has no %s", sonames[index], #name); goto fail; } \
    api->name = (__typeof__(name) *)symbol;
    index = 0; CFFMPEG_AVUTIL_FUNCTIONS(CFFMPEG_LOOKUP)
    index = 1; CFFMPEG_AVCODEC_FUNCTIONS(CFFMPEG_LOOKUP)
    index = 2; CFFMPEG_AVFORMAT_FUNCTIONS(CFFMPEG_LOOKUP)
    index = 3; CFFMPEG_SWSCALE_FUNCTIONS(CFFMPEG_LOOKUP)
#undef CFFMPEG_LOOKUP
    return 1;
fail:
    for (int i = 0; i < 4; i++) if (handles[i]) dlclose(handles[i]);
    return 0;
}
