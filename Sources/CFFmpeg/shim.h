// FFmpeg's libraries (Debian: libavcodec-dev libavformat-dev libswscale-dev libavutil-dev).
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
