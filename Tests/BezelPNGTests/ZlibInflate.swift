import CZlib

/// zlib's inflate, the independent reader the DEFLATE writers are checked with.
enum ZlibInflate {
    /// `stream` inflated in one call into at most `expected + 16` bytes: nil unless it is exactly one
    /// complete stream, all its bytes read. `windowBits` 15 reads a zlib stream (header, DEFLATE
    /// data, Adler-32), −15 raw DEFLATE data.
    static func inflate(_ stream: [UInt8], expected: Int, windowBits: Int32) -> [UInt8]? {
        var z = z_stream()
        guard inflateInit2_(&z, windowBits, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&z) }
        var input = stream, output = [UInt8](repeating: 0, count: expected + 16)
        let status = input.withUnsafeMutableBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                z.next_in = inBuffer.baseAddress; z.avail_in = uInt(inBuffer.count)
                z.next_out = outBuffer.baseAddress; z.avail_out = uInt(outBuffer.count)
                return CZlib.inflate(&z, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END, z.avail_in == 0 else { return nil }
        return Array(output.prefix(Int(z.total_out)))
    }
}
