import CFFmpeg
import Foundation
import UIKitImaging

/// MP4 (H.264) and WebM (VP9) output through FFmpeg's libraries (libavcodec,
/// libavformat, libswscale).
///
/// Video has a constant frame rate: frames of any duration are laid on a grid of
/// `framesPerSecond` (a frame lasting three grid steps is sent three times, one
/// shorter than half a step is skipped), so a recording's length is kept exactly.
/// Output is reproducible: one encoder thread, FFmpeg's bit-exact flags on the
/// codec, the muxer and the scaler, and no creation time or version in the file.
/// Odd sizes are padded to even ones (see `VideoFrameConverter`).
public final class VideoEncoder: FrameSink {
    public let destination: URL
    public let codec: VideoCodec
    public let framesPerSecond: Int
    private var session: VideoEncodingSession?
    private let library: () -> Result<FFmpegLibrary, FFmpegLibrary.LoadError>
    private var clock: FrameClock
    private var isFinished = false
    /// Frames sent to the encoder so far (after laying them on the frame-rate grid).
    public private(set) var frameCount = 0

    /// FFmpeg's libraries are opened on the first frame (see `FFmpegLibrary`); when they
    /// are missing, `append` throws a `MediaEncodingError` naming the packages to install.
    public convenience init(url: URL, codec: VideoCodec, framesPerSecond: Int) {
        self.init(url: url, codec: codec, framesPerSecond: framesPerSecond, library: FFmpegLibrary.shared)
    }

    /// `library` is `FFmpegLibrary.shared`, or (in tests) the result of loading other sonames.
    init(url: URL, codec: VideoCodec, framesPerSecond: Int,
         library: @escaping @autoclosure () -> Result<FFmpegLibrary, FFmpegLibrary.LoadError>) {
        precondition(framesPerSecond > 0)
        self.library = library
        destination = url
        self.codec = codec
        self.framesPerSecond = framesPerSecond
        clock = FrameClock(ticksPerSecond: Double(framesPerSecond))
    }

    public func append(_ frame: PixelBuffer, duration: TimeInterval) throws {
        guard !isFinished else { throw MediaEncodingError(path: destination.path, reason: "the video is already finished") }
        do {
            let session = try self.session ?? VideoEncodingSession(library: library(), destination: destination, codec: codec,
                                                                   framesPerSecond: framesPerSecond,
                                                                   width: frame.width, height: frame.height)
            self.session = session
            var repeats = clock.advance(by: duration)
            if frameCount == 0 && repeats == 0 { repeats = 1 }   // a video has at least one frame
            guard repeats > 0 else { return }
            try session.encode(frame, repeats: repeats)
            frameCount += repeats
        } catch {
            cancel()
            throw error
        }
    }

    public func finishEncoding() throws {
        guard !isFinished else { return }
        isFinished = true
        guard let session else { throw MediaEncodingError(path: destination.path, reason: "no frames to write") }
        do { try session.finish() } catch {
            cancel()
            throw error
        }
    }

    public func commit() throws {
        guard let session, isFinished else { throw MediaEncodingError(path: destination.path, reason: "the video is not finished") }
        try session.file.commit()
        self.session = nil
    }

    public func cancel() {
        session?.discard()
        session = nil
        isFinished = true
    }
}

/// One open FFmpeg encoder and muxer writing to a temporary file.
final class VideoEncodingSession {
    let file: TemporaryFile
    private let api: cffmpeg_api
    private let path: String
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var context: UnsafeMutablePointer<AVCodecContext>?
    private var stream: UnsafeMutablePointer<AVStream>
    private var picture: UnsafeMutablePointer<AVFrame>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private let converter: VideoFrameConverter
    private var nextTimestamp: Int64 = 0

    init(library: Result<FFmpegLibrary, FFmpegLibrary.LoadError>, destination: URL, codec: VideoCodec,
         framesPerSecond: Int, width: Int, height: Int) throws {
        path = destination.path
        switch library {
        case .success(let library): api = library.api
        case .failure(let error): throw MediaEncodingError(path: destination.path, reason: error.reason(for: codec))
        }
        file = try TemporaryFile(destination: destination)
        api.av_log_set_level(AV_LOG_ERROR)   // x264 and libvpx report their settings at info level
        guard width > 0, height > 0, let converter = VideoFrameConverter(api: api, width: width, height: height) else {
            throw MediaEncodingError(path: destination.path, reason: "cannot convert \(width)x\(height) frames to yuv420p")
        }
        self.converter = converter
        var format: UnsafeMutablePointer<AVFormatContext>?
        guard api.avformat_alloc_output_context2(&format, nil, codec.container, file.temporaryPath) >= 0, let format else {
            file.discard()
            throw MediaEncodingError(path: destination.path, reason: "FFmpeg has no \(codec.container) muxer")
        }
        self.format = format
        format.pointee.flags |= cffmpeg_format_flag_bitexact()
        guard let encoder = api.avcodec_find_encoder_by_name(codec.encoderName),
              let stream = api.avformat_new_stream(format, nil),
              let context = api.avcodec_alloc_context3(encoder) else {
            api.avformat_free_context(format)
            file.discard()
            throw MediaEncodingError(path: destination.path, reason: "FFmpeg has no \(codec.encoderName) encoder (install libavcodec with it)")
        }
        self.stream = stream
        self.context = context
        context.pointee.width = Int32(converter.width)
        context.pointee.height = Int32(converter.height)
        context.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        context.pointee.time_base = AVRational(num: 1, den: Int32(framesPerSecond))
        context.pointee.framerate = AVRational(num: Int32(framesPerSecond), den: 1)
        context.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        context.pointee.thread_count = 1
        context.pointee.flags |= cffmpeg_codec_flag_bitexact()
        context.pointee.color_range = AVCOL_RANGE_MPEG
        context.pointee.colorspace = AVCOL_SPC_BT709
        context.pointee.color_primaries = AVCOL_PRI_BT709
        context.pointee.color_trc = AVCOL_TRC_BT709
        if format.pointee.oformat.pointee.flags & cffmpeg_format_global_header() != 0 {
            context.pointee.flags |= cffmpeg_codec_flag_global_header()
        }
        do {
            try check(withOptions(codec.encoderOptions) { api.avcodec_open2(context, encoder, $0) }, "open \(codec.encoderName)")
            try check(api.avcodec_parameters_from_context(stream.pointee.codecpar, context), "describe the stream")
            stream.pointee.time_base = context.pointee.time_base
            stream.pointee.avg_frame_rate = context.pointee.framerate
            try check(api.avio_open(&format.pointee.pb, file.temporaryPath, cffmpeg_io_write()), "open the file")
            try check(withOptions(codec.muxerOptions) { api.avformat_write_header(format, $0) }, "write the header")
            picture = api.av_frame_alloc()
            packet = api.av_packet_alloc()
            guard let picture, packet != nil else { throw MediaEncodingError(path: path, reason: "out of memory") }
            picture.pointee.format = AV_PIX_FMT_YUV420P.rawValue
            picture.pointee.width = context.pointee.width
            picture.pointee.height = context.pointee.height
            try check(api.av_frame_get_buffer(picture, 0), "allocate a picture")
        } catch {
            discard()
            throw error
        }
    }

    deinit { release() }

    /// Sends `frame` `repeats` times (consecutive timestamps).
    func encode(_ frame: PixelBuffer, repeats: Int) throws {
        guard let context, let picture else { throw MediaEncodingError(path: path, reason: "the video is closed") }
        guard frame.width == converter.sourceWidth, frame.height == converter.sourceHeight else {
            throw MediaEncodingError(path: path, reason: "frame size changed from \(converter.sourceWidth)x\(converter.sourceHeight) to \(frame.width)x\(frame.height)")
        }
        try check(api.av_frame_make_writable(picture), "reuse a picture")
        converter.convert(frame, into: picture)
        for _ in 0..<repeats {
            picture.pointee.pts = nextTimestamp
            nextTimestamp += 1
            try check(api.avcodec_send_frame(context, picture), "encode a frame")
            try drain()
        }
    }

    /// Flushes the encoder and writes the trailer (the file stays under its temporary name).
    func finish() throws {
        guard let context, let format else { return }
        try check(api.avcodec_send_frame(context, nil), "flush the encoder")
        try drain()
        try check(api.av_write_trailer(format), "write the trailer")
        try check(api.avio_closep(&format.pointee.pb), "close the file")
        release()
    }

    func discard() {
        release()
        file.discard()
    }

    private func drain() throws {
        guard let context, let format, let packet else { return }
        while true {
            let status = api.avcodec_receive_packet(context, packet)
            if status == cffmpeg_error_again() || status == cffmpeg_error_eof() { return }
            try check(status, "encode a frame")
            api.av_packet_rescale_ts(packet, context.pointee.time_base, stream.pointee.time_base)
            packet.pointee.stream_index = stream.pointee.index
            try check(api.av_interleaved_write_frame(format, packet), "write a packet")
        }
    }

    private func release() {
        if let format {
            if format.pointee.pb != nil { api.avio_closep(&format.pointee.pb) }
            api.avformat_free_context(format)
            self.format = nil
        }
        if context != nil { api.avcodec_free_context(&context) }
        if picture != nil { api.av_frame_free(&picture) }
        if packet != nil { api.av_packet_free(&packet) }
    }

    private func check(_ status: Int32, _ step: String) throws {
        guard status < 0 else { return }
        var message = [CChar](repeating: 0, count: 256)
        api.av_strerror(status, &message, message.count)
        throw MediaEncodingError(path: path, reason: "FFmpeg could not \(step): \(String(cString: message))")
    }

    /// Calls `body` with an AVDictionary holding `options`, and frees it.
    private func withOptions(_ options: [(String, String)], _ body: (UnsafeMutablePointer<OpaquePointer?>) -> Int32) -> Int32 {
        var dictionary: OpaquePointer?
        for (key, value) in options { api.av_dict_set(&dictionary, key, value, 0) }
        defer { api.av_dict_free(&dictionary) }
        return body(&dictionary)
    }
}
