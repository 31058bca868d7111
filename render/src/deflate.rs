//! A zlib stream (RFC 1950 around RFC 1951 deflate) made for pictures.
//!
//! The filtered rows of a palette picture are mostly flat colour, and where a row
//! differs from the one above it, it differs in a few pixels at the edges of the
//! shapes drawn on it. So the parse looks in three places for a match, longest
//! wins: the row above (one stride back), the previous byte (a run), and the last
//! place the next four bytes were seen (a hash of them, for repeated pieces and
//! glyphs). Matches are compared eight bytes at a time, and the parse inserts one
//! hash per symbol rather than one per byte, so a long match costs little more
//! than comparing its bytes.
//!
//! The symbols are coded in one block with Huffman codes of deflate's "dynamic"
//! kind, which suit a picture's few colours better than the fixed codes zlib's
//! fastest level uses. [`zlib`] makes the codes for its input (two passes: parse,
//! then code). A [`Coder`] has codes learned once from sample pictures of one
//! layout and writes each symbol as the parse finds it (one pass), band by band
//! of rows, copying the bands it has seen before instead of parsing them again.

use crate::generations::Generations;
use std::cell::RefCell;
use std::sync::{Arc, Mutex, PoisonError};

/// The longest match deflate can code.
const MAX_MATCH: usize = 258;
/// The shortest match deflate can code.
const MIN_MATCH: usize = 3;
/// How far back a match may reach.
const WINDOW: usize = 32_768;
/// Bits of the hash of four bytes.
const HASH_BITS: u32 = 14;
/// Literal/length symbols: 256 bytes, end of block, 29 length codes.
const LITLEN_CODES: usize = 286;
/// Distance symbols.
const DIST_CODES: usize = 30;
/// End of block.
const END_OF_BLOCK: usize = 256;
/// The longest Huffman code deflate allows for literals, lengths and distances.
const MAX_BITS: u32 = 15;
/// The longest code for the code lengths themselves.
const MAX_CODE_LENGTH_BITS: u32 = 7;

/// The first length of each length code (257 + index), RFC 1951 3.2.5.
const LENGTH_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
];
/// Extra bits after each length code.
const LENGTH_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
/// The first distance of each distance code.
const DIST_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
    8193, 12289, 16385, 24577,
];
/// Extra bits after each distance code.
const DIST_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
/// The order code-length code lengths are sent in.
const CODE_LENGTH_ORDER: [usize; 19] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/// The length code (0-based, add 257 for the symbol) of each match length.
#[inline(always)]
fn length_code(length: usize) -> usize {
    LENGTH_CODE[length] as usize
}

/// [`length_code`] for every length up to [`MAX_MATCH`].
const LENGTH_CODE: [u8; MAX_MATCH + 1] = {
    let mut table = [0u8; MAX_MATCH + 1];
    let mut code = 0;
    let mut length = MIN_MATCH;
    while length <= MAX_MATCH {
        while code + 1 < LENGTH_BASE.len() && LENGTH_BASE[code + 1] as usize <= length {
            code += 1;
        }
        table[length] = code as u8;
        length += 1;
    }
    table
};

/// The distance code of a distance (1..=32768).
fn dist_code(distance: usize) -> usize {
    let x = distance - 1;
    if x < 4 {
        x
    } else {
        let bits = usize::BITS - 1 - x.leading_zeros();
        (2 * bits as usize) + ((x >> (bits - 1)) & 1)
    }
}

/// The hash table of a parse: for each hash of four bytes, the last position
/// it was seen at, as `origin + position + 1` of the parse that saw it.
struct Head {
    table: Box<[u32; 1 << HASH_BITS]>,
    /// No entry is above this: a parse given it as its origin finds only its own.
    origin: u32,
}

impl Head {
    /// The origin for a parse of `n` bytes (see [`parse`]), after which the
    /// entries of earlier parses are never this one's. The table is emptied only
    /// when the positions would overflow.
    fn origin(&mut self, n: usize) -> u32 {
        let n = u32::try_from(n)
            .ok()
            .filter(|&n| n < 1 << 31)
            .expect("a parse is shorter than 2 GiB");
        if self.origin > u32::MAX - n - 1 {
            self.table.fill(0);
            self.origin = 0;
        }
        let origin = self.origin;
        self.origin += n + 1;
        origin
    }
}

/// Each thread's working memory, kept between pictures.
struct Scratch {
    /// The parse, one [`Symbol`] each (for [`zlib`]).
    symbols: Vec<u32>,
    head: Head,
    /// A band's rows, filtered, with the row above it (see [`Coder::zlib_rows`]).
    rows: Vec<u8>,
    /// A band's codes as they are written.
    bits: Vec<u8>,
    /// The key of each band of a picture, and its codes found or made.
    keys: Vec<u128>,
    found: Vec<Option<Arc<Band>>>,
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch {
        symbols: Vec::new(),
        head: Head {
            table: Box::new([0; 1 << HASH_BITS]),
            origin: 0,
        },
        rows: Vec::new(),
        bits: Vec::new(),
        keys: Vec::new(),
        found: Vec::new(),
    });
}

/// A symbol of the parse packed in a `u32`, ready to code: bits 0–8 the
/// literal/length symbol, 9–13 the length's extra bits, 14–18 the distance code
/// ([`NO_DISTANCE`] for a literal) and 19–31 the distance's extra bits.
struct Symbol;

/// The distance code of a literal: none.
const NO_DISTANCE: u32 = 30;

impl Symbol {
    /// A literal byte.
    #[inline(always)]
    fn literal(byte: u8) -> u32 {
        u32::from(byte) | (NO_DISTANCE << 14)
    }

    /// A match of `length` bytes `distance` back.
    #[inline(always)]
    fn matched(length: usize, distance: usize) -> u32 {
        let lc = length_code(length);
        let dc = dist_code(distance);
        (257 + lc as u32)
            | ((length - LENGTH_BASE[lc] as usize) as u32) << 9
            | (dc as u32) << 14
            | ((distance - DIST_BASE[dc] as usize) as u32) << 19
    }
}

/// Where the parse sends its symbols.
trait Sink {
    /// One [`Symbol`].
    fn symbol(&mut self, packed: u32);
}

/// Collects the symbols and counts each code's uses, for codes made for them.
struct Collect<'a> {
    symbols: &'a mut Vec<u32>,
    litlen: [u32; LITLEN_CODES],
    /// One more than the distance codes: [`NO_DISTANCE`] counts the literals.
    dist: [u32; DIST_CODES + 1],
}

impl Sink for Collect<'_> {
    #[inline(always)]
    fn symbol(&mut self, packed: u32) {
        self.symbols.push(packed);
        self.litlen[(packed & 0x1FF) as usize] += 1;
        self.dist[((packed >> 14) & 31) as usize] += 1;
    }
}

/// The longest zlib stream [`zlib`] or [`Coder::zlib`] writes for `n` bytes:
/// a symbol takes at most 16 bits a byte it stands for (a literal 15, a match
/// of three or more at most 48), plus the block header, the wrapper and room
/// for the last eight-byte store.
fn bound(n: usize) -> usize {
    2 * n + 2 + 600 + 4 + 16
}

/// Writes `data` as a zlib stream at the start of `buf` (grown if it is too
/// short; its length is otherwise left alone, so a buffer kept between calls
/// is never cleared) and returns the stream's length, with Huffman codes made
/// for `data`. `stride` is the length of a row (filter byte included) when
/// `data` is a picture's filtered rows: the parse tries the row above.
pub fn zlib(data: &[u8], stride: usize, buf: &mut Vec<u8>) -> usize {
    SCRATCH.with_borrow_mut(|scratch| {
        let Scratch { symbols, head, .. } = scratch;
        symbols.clear();
        let mut counts = Collect {
            symbols,
            litlen: [0; LITLEN_CODES],
            dist: [0; DIST_CODES + 1],
        };
        parse(data, stride, 0, head, &mut counts);
        counts.litlen[END_OF_BLOCK] += 1;
        let tables = Tables::new(&counts.litlen, &counts.dist[..DIST_CODES]);
        let mut out = Emit::start(buf, data.len(), &tables);
        for &packed in counts.symbols.iter() {
            out.symbol(packed);
        }
        out.finish(zlib_rs::adler32::adler32(1, data))
    })
}

/// How many rows a band holds (see [`Coder::zlib_rows`]).
const BAND_ROWS: usize = 8;

/// How many bytes of bands a [`Coder`] keeps, at most (about a hundred
/// pictures' worth for a 700-pixel board).
const BAND_CACHE_BYTES: usize = 4 << 20;

/// A band of rows of a picture deflated on its own with a [`Coder`]'s codes:
/// its symbols' codes, ready to be copied into a stream at any bit.
struct Band {
    /// The codes, least significant bit first, then eight zero bytes.
    bytes: Box<[u8]>,
    /// How many bits of `bytes` are codes.
    bits: usize,
    /// The Adler-32 of the band's filtered rows, and their length.
    adler: u32,
    len: usize,
}

/// The bands a [`Coder`] has made, by key, in two generations of half
/// [`BAND_CACHE_BYTES`] each.
type Bands = Generations<u128, Arc<Band>, KeyHash>;

impl Band {
    /// What a kept band costs, roughly, in bytes.
    fn size(band: &Arc<Band>) -> usize {
        band.bytes.len() + 96
    }
}

/// Hashes the keys of [`Bands`], which are hashes already: their low bits.
#[derive(Default)]
struct KeyHash(u64);

impl std::hash::Hasher for KeyHash {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u128(&mut self, n: u128) {
        self.0 = n as u64;
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

impl std::hash::BuildHasher for KeyHash {
    type Hasher = KeyHash;

    fn build_hasher(&self) -> KeyHash {
        KeyHash(0)
    }
}

/// The key of the band of rows `r0..r1` of `indices` (`width` a row): a
/// 128-bit XXH3 of its rows and the row above it (which its first row's
/// matches may reach), seeded with the band's shape.
fn band_key(indices: &[u8], width: usize, r0: usize, r1: usize) -> u128 {
    let seed = (width as u64) << 32 | ((r1 - r0) as u64) << 1 | u64::from(r0 == 0);
    xxhash_rust::xxh3::xxh3_128_with_seed(&indices[r0.saturating_sub(1) * width..r1 * width], seed)
}

/// Parses the band of rows `r0..r1` of `indices` (`width` a row) on its own
/// into symbols for `sink`: its filtered rows (each after a filter byte of 0)
/// are written into `rows` after the row above them, when there is one, which
/// matches may reach back into. Returns where the band starts in `rows`.
fn parse_band(
    head: &mut Head,
    rows: &mut Vec<u8>,
    (indices, width): (&[u8], usize),
    (r0, r1): (usize, usize),
    sink: &mut impl Sink,
) -> usize {
    rows.clear();
    for row in indices[r0.saturating_sub(1) * width..r1 * width].chunks_exact(width) {
        rows.push(0);
        rows.extend_from_slice(row);
    }
    let start = if r0 > 0 { width + 1 } else { 0 };
    parse(rows, width + 1, start, head, sink);
    start
}

/// The first row of each band of a picture `height` rows high, and the row
/// after it.
fn bands(height: usize) -> impl Iterator<Item = (usize, usize)> {
    (0..height)
        .step_by(BAND_ROWS)
        .map(move |r0| (r0, (r0 + BAND_ROWS).min(height)))
}

/// Huffman codes learned from sample pictures of one layout, which every symbol
/// can use (each counted once more than the samples show), and the bands of
/// rows deflated with them lately.
///
/// [`Coder::zlib_rows`] deflates a picture band by band: each band of
/// [`BAND_ROWS`] rows is parsed on its own, its matches reaching no further
/// back than the row above it, so its codes depend only on its rows and that
/// one, and a band seen before (by its 128-bit hash) is copied rather than
/// parsed again. Between two moves most of a board is unchanged, so most bands
/// of a picture have been seen. A picture's stream is the same whatever the
/// coder has seen before.
pub struct Coder {
    tables: Tables,
    bands: Mutex<Bands>,
}

impl Coder {
    /// The codes for pictures like `samples` (palette indices, `width` a row),
    /// as [`Coder::zlib_rows`] parses them.
    pub fn learn<'a>(samples: impl IntoIterator<Item = &'a [u8]>, width: usize) -> Coder {
        Coder::with_limit(samples, width, BAND_CACHE_BYTES)
    }

    /// [`Coder::learn`], keeping about `limit` bytes of bands.
    fn with_limit<'a>(samples: impl IntoIterator<Item = &'a [u8]>, width: usize, limit: usize) -> Coder {
        let mut litlen = [1u32; LITLEN_CODES];
        let mut dist = [1u32; DIST_CODES + 1];
        SCRATCH.with_borrow_mut(|scratch| {
            let Scratch {
                symbols, head, rows, ..
            } = scratch;
            for sample in samples {
                assert!(width > 0 && sample.len().is_multiple_of(width), "whole rows");
                for band in bands(sample.len() / width) {
                    symbols.clear();
                    let mut counts = Collect {
                        symbols,
                        litlen: [0; LITLEN_CODES],
                        dist: [0; DIST_CODES + 1],
                    };
                    parse_band(head, rows, (sample, width), band, &mut counts);
                    for (total, n) in litlen
                        .iter_mut()
                        .zip(counts.litlen)
                        .chain(dist.iter_mut().zip(counts.dist))
                    {
                        *total = total.saturating_add(n);
                    }
                }
            }
        });
        Coder {
            tables: Tables::new(&litlen, &dist[..DIST_CODES]),
            bands: Mutex::new(Bands::new(limit / 2, Band::size)),
        }
    }

    /// Writes palette indices (`width` a row) as the zlib stream of a PNG's
    /// rows, each after a filter byte of 0, at the start of `buf`, as [`zlib`]
    /// does, band by band (see [`Coder`]), and returns the stream's length.
    pub fn zlib_rows(&self, indices: &[u8], width: usize, buf: &mut Vec<u8>) -> usize {
        assert!(width > 0 && indices.len().is_multiple_of(width), "whole rows");
        let height = indices.len() / width;
        SCRATCH.with_borrow_mut(|scratch| {
            let Scratch {
                head,
                rows,
                bits,
                keys,
                found,
                ..
            } = scratch;
            keys.clear();
            keys.extend(bands(height).map(|(r0, r1)| band_key(indices, width, r0, r1)));
            found.clear();
            {
                let mut kept = self.bands.lock().unwrap_or_else(PoisonError::into_inner);
                found.extend(keys.iter().map(|&key| kept.get(key).cloned()));
            }
            let mut made = false;
            for (rows_of_band, band) in bands(height).zip(found.iter_mut()) {
                if band.is_none() {
                    *band = Some(Arc::new(self.band(head, rows, bits, (indices, width), rows_of_band)));
                    made = true;
                }
            }
            if made {
                let mut kept = self.bands.lock().unwrap_or_else(PoisonError::into_inner);
                for (&key, band) in keys.iter().zip(found.iter()) {
                    // Only this picture holds the bands it made (and any a
                    // picture on another thread dropped meanwhile: kept again).
                    if let Some(band) = band.as_ref().filter(|band| Arc::strong_count(band) == 1) {
                        kept.insert(key, band.clone());
                    }
                }
            }
            let mut out = Emit::start(buf, height * (width + 1), &self.tables);
            let mut adler = 1;
            for band in found.drain(..).flatten() {
                out.append(&band.bytes, band.bits);
                adler = zlib_rs::adler32::adler32_combine(adler, band.adler, band.len as u64);
            }
            out.finish(adler)
        })
    }

    /// Parses and codes a band of rows of a picture on its own (see
    /// [`parse_band`]), its codes written in `bits` first.
    fn band(
        &self,
        head: &mut Head,
        rows: &mut Vec<u8>,
        bits: &mut Vec<u8>,
        picture: (&[u8], usize),
        band: (usize, usize),
    ) -> Band {
        let (r0, r1) = band;
        let mut out = Emit::bare(bits, (r1 - r0 + 1) * (picture.1 + 1), &self.tables);
        let start = parse_band(head, rows, picture, band, &mut out);
        let count = out.bits();
        let mut bytes = Vec::with_capacity(count.div_ceil(8) + 8);
        bytes.extend_from_slice(&bits[..count.div_ceil(8)]);
        bytes.extend_from_slice(&[0; 8]);
        Band {
            bytes: bytes.into_boxed_slice(),
            bits: count,
            adler: zlib_rs::adler32::adler32(1, &rows[start..]),
            len: rows.len() - start,
        }
    }
}

/// The first `limit` bytes at `at` and at `earlier` in `data` match for this many.
#[inline(always)]
fn match_length(data: &[u8], earlier: usize, at: usize, limit: usize) -> usize {
    let (a, b) = (&data[earlier..earlier + limit], &data[at..at + limit]);
    let mut n = 0;
    while n + 8 <= limit {
        let x = word(a, n) ^ word(b, n);
        if x != 0 {
            return n + (x.trailing_zeros() / 8) as usize;
        }
        n += 8;
    }
    while n < limit && a[n] == b[n] {
        n += 1;
    }
    n
}

/// The eight bytes at `at`, little-endian.
#[inline(always)]
fn word(data: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(data[at..at + 8].try_into().expect("eight bytes"))
}

/// The hash of the four bytes at the start of `word`.
#[inline(always)]
fn hash(word: u64) -> usize {
    ((word as u32).wrapping_mul(0x9E37_79B1) >> (32 - HASH_BITS)) as usize
}

/// How many of the first eight bytes two words share, from their exclusive or.
#[inline(always)]
fn shared(x: u64) -> usize {
    (x.trailing_zeros() / 8) as usize
}

/// The bytes at `at` of `data` as [`word`] reads them, zero past the end.
#[inline]
fn word_or_zero(data: &[u8], at: usize) -> u64 {
    let mut bytes = [0u8; 8];
    let there = &data[at.min(data.len())..data.len().min(at + 8)];
    bytes[..there.len()].copy_from_slice(there);
    u64::from_le_bytes(bytes)
}

/// Greedy parse of `data[start..]` into symbols for `sink`; `data[..start]`
/// is there for matches to reach back into. Three places are tried for each
/// match: the row above (`stride` back), the byte before (a run) and the last
/// place the next four bytes hashed to, if that is at or after `start`. Their
/// first eight bytes are compared without branching, and only a candidate that
/// shares all eight is followed further.
///
/// The parse takes an origin from `head` ([`Head::origin`]), so the entries of
/// earlier parses are never its own and what it finds depends only on `data`.
fn parse(data: &[u8], stride: usize, start: usize, head: &mut Head, sink: &mut impl Sink) {
    let n = data.len();
    let origin = head.origin(n);
    let mut parse = Parse {
        data,
        above: if stride > 0 && stride <= WINDOW { stride } else { n + 1 },
        origin,
        floor: origin + start as u32,
        table: &mut head.table,
    };
    let mut at = start;
    // Each step reads the eight bytes at `at`; the last few steps read what
    // there is, and their matches end with the data.
    while at + 8 <= n {
        at += parse.step(sink, at, word, 0);
    }
    while at < n {
        let past = !0u64 << (8 * (n - at));
        at += parse.step(sink, at, word_or_zero, past);
    }
}

/// What every step of one [`parse`] shares.
struct Parse<'a> {
    data: &'a [u8],
    /// How far back the row above is (past the start when out of reach).
    above: usize,
    /// The parse's positions in `table` are `origin + position + 1`; entries at
    /// or below `floor` (`origin + start`) are not its own.
    origin: u32,
    floor: u32,
    table: &'a mut [u32; 1 << HASH_BITS],
}

impl Parse<'_> {
    /// One step at `at`: sends a literal or a match to `sink` and returns how
    /// many bytes it stands for. `read` reads eight bytes; `past` marks the
    /// bytes of a word at `at` that lie past the data.
    #[inline(always)]
    fn step(&mut self, sink: &mut impl Sink, at: usize, read: impl Fn(&[u8], usize) -> u64, past: u64) -> usize {
        let (data, above, origin) = (self.data, self.above, self.origin);
        let n = data.len();
        let here = read(data, at);
        // A candidate out of reach is read anyway (at a place that exists) and
        // made to differ everywhere.
        let up_at = at.saturating_sub(above);
        let up = (here ^ read(data, up_at)) | u64::from(at >= above).wrapping_sub(1) | past;
        let run = (here ^ read(data, at.saturating_sub(1))) | u64::from(at >= 1).wrapping_sub(1) | past;
        let h = hash(here);
        let seen = self.table[h];
        self.table[h] = origin + at as u32 + 1;
        let earlier = seen.wrapping_sub(origin + 1) as usize;
        // (Only ever earlier than `at` and within the window, whatever the table holds.)
        let reachable = (seen > self.floor) & (at.wrapping_sub(earlier).wrapping_sub(1) < WINDOW);
        let earlier = if reachable { earlier } else { at };
        // All ones when out of reach, without a branch (which would guess wrong
        // about as often as right).
        let hashed = (here ^ read(data, earlier)) | u64::from(reachable).wrapping_sub(1) | past;
        // The longest of the three over the first eight bytes, the row above
        // first on ties.
        let (mut best, mut from) = (shared(up), up_at);
        let r = shared(run);
        if r > best {
            (best, from) = (r, at - 1);
        }
        let k = shared(hashed);
        if k > best {
            (best, from) = (k, earlier);
        }
        if best < MIN_MATCH {
            sink.symbol(Symbol::literal(here as u8));
            return 1;
        }
        if best == 8 {
            let limit = (n - at).min(MAX_MATCH);
            best = 8 + match_length(data, from + 8, at + 8, limit - 8);
        }
        sink.symbol(Symbol::matched(best, at - from));
        best
    }
}

/// Writes a zlib stream: bits least significant first, as deflate packs them,
/// into room made beforehand. Each symbol's bits join those waiting (at most
/// seven) in one word, then whole bytes go out eight at a time without a branch.
struct Emit<'a> {
    out: &'a mut [u8],
    tables: &'a Tables,
    /// Where the next whole byte goes.
    at: usize,
    acc: u64,
    count: u32,
}

impl<'a> Emit<'a> {
    /// Makes room in `buf` for `n` bytes of input and writes the zlib header
    /// and the block header.
    fn start(buf: &'a mut Vec<u8>, n: usize, tables: &'a Tables) -> Emit<'a> {
        let mut emit = Emit::bare(buf, n, tables);
        // CMF: deflate with a 32K window; FLG: no dictionary, check bits.
        emit.out[..2].copy_from_slice(&[0x78, 0x01]);
        emit.at = 2;
        for &(bits, count) in &tables.header {
            emit.send(bits, count);
        }
        emit
    }

    /// Makes room in `buf` for the codes of `n` bytes of input, with nothing
    /// before them.
    fn bare(buf: &'a mut Vec<u8>, n: usize, tables: &'a Tables) -> Emit<'a> {
        if buf.len() < bound(n) {
            buf.resize(bound(n), 0);
        }
        Emit {
            out: &mut buf[..],
            tables,
            at: 0,
            acc: 0,
            count: 0,
        }
    }

    /// How many bits have been written.
    fn bits(&self) -> usize {
        self.at * 8 + self.count as usize
    }

    /// Adds the first `count` bits of `bytes` (which has eight bytes more):
    /// eight bytes at a time, shifted past the bits waiting.
    fn append(&mut self, bytes: &[u8], count: usize) {
        let shift = self.count;
        let mut waiting = self.acc;
        let whole = count / 64;
        for k in 0..whole {
            let w = word(bytes, 8 * k);
            self.out[self.at..self.at + 8].copy_from_slice(&(waiting | w << shift).to_le_bytes());
            self.at += 8;
            // The bits that did not fit (none when nothing was waiting).
            waiting = (w >> 1) >> (63 - shift);
        }
        self.acc = waiting;
        let mut rest = count % 64;
        let mut at = 8 * whole;
        while rest > 0 {
            let take = rest.min(56);
            self.push(word(bytes, at) & ((1 << take) - 1), take as u32);
            (rest, at) = (rest - take, at + 7);
        }
    }

    /// Adds the low `count` (at most 32) bits of `bits` and writes whole bytes.
    #[inline(always)]
    fn send(&mut self, bits: u32, count: u32) {
        self.push(u64::from(bits), count);
    }

    /// Adds the low `count` (at most 56) bits of `bits` and writes whole bytes.
    #[inline(always)]
    fn push(&mut self, bits: u64, count: u32) {
        self.acc |= bits << self.count;
        self.count += count;
        self.out[self.at..self.at + 8].copy_from_slice(&self.acc.to_le_bytes());
        let bytes = self.count / 8;
        self.at += bytes as usize;
        self.acc >>= bytes * 8;
        self.count -= bytes * 8;
    }

    /// Ends the block, pads to a byte, appends `adler` (the Adler-32 of the
    /// data) and returns the stream's length.
    fn finish(mut self, adler: u32) -> usize {
        let (code, length, _) = self.tables.litlen[END_OF_BLOCK];
        self.send(code, length);
        let mut end = self.at + self.count.div_ceil(8) as usize;
        // The last partial byte was stored by the last send.
        self.out[end..end + 4].copy_from_slice(&adler.to_be_bytes());
        end += 4;
        end
    }
}

impl Sink for Emit<'_> {
    #[inline(always)]
    fn symbol(&mut self, packed: u32) {
        let (code, length, total) = self.tables.litlen[(packed & 0x1FF) as usize];
        let (d_code, d_length, d_total) = self.tables.dist[((packed >> 14) & 31) as usize];
        let both =
            u64::from(code | ((packed >> 9) & 31) << length) | u64::from(d_code | (packed >> 19) << d_length) << total;
        self.push(both, total + d_total);
    }
}

/// A canonical Huffman code: each symbol's code (bit-reversed, ready to write)
/// and length.
struct Code {
    codes: Vec<u32>,
    lengths: Vec<u8>,
}

impl Code {
    /// The canonical code for `lengths` (RFC 1951 3.2.2).
    fn canonical(lengths: Vec<u8>) -> Code {
        let mut count = [0u32; 16];
        for &l in &lengths {
            count[l as usize] += 1;
        }
        count[0] = 0;
        let mut next = [0u32; 16];
        let mut code = 0;
        for bits in 1..16 {
            code = (code + count[bits - 1]) << 1;
            next[bits] = code;
        }
        let codes = lengths
            .iter()
            .map(|&l| {
                if l == 0 {
                    return 0;
                }
                let c = next[l as usize];
                next[l as usize] += 1;
                c.reverse_bits() >> (32 - l as u32)
            })
            .collect();
        Code { codes, lengths }
    }
}

/// Huffman code lengths for `freq`, none longer than `max_bits`. Every symbol
/// used gets a code; when fewer than two are used, two get length 1, so the code
/// is complete.
fn code_lengths(freq: &[u32], max_bits: u32) -> Vec<u8> {
    let mut freq: Vec<u32> = freq.to_vec();
    let used = freq.iter().filter(|&&f| f > 0).count();
    if used < 2 {
        // A code needs two symbols to be complete: lend a count to the first
        // unused ones.
        for f in freq.iter_mut().filter(|f| **f == 0).take(2 - used) {
            *f = 1;
        }
    }
    loop {
        let lengths = huffman_lengths(&freq);
        if lengths.iter().all(|&l| u32::from(l) <= max_bits) {
            return lengths;
        }
        // Too deep: flatten the counts and build again.
        for f in freq.iter_mut().filter(|f| **f > 0) {
            *f = (*f >> 1) | 1;
        }
    }
}

/// Unlimited Huffman code lengths for `freq` (at least two counts not zero).
fn huffman_lengths(freq: &[u32]) -> Vec<u8> {
    let mut leaves: Vec<(u32, usize)> = freq
        .iter()
        .enumerate()
        .filter(|(_, &f)| f > 0)
        .map(|(s, &f)| (f, s))
        .collect();
    leaves.sort_unstable();
    let n = leaves.len();
    // Nodes 0..n are the leaves in order; n.. the merged nodes, made in order of
    // weight, so two queues (leaves, merged) give the two lightest each time.
    let mut weight: Vec<u64> = leaves.iter().map(|&(f, _)| u64::from(f)).collect();
    let mut parent = vec![0usize; 2 * n - 1];
    let (mut leaf, mut merged) = (0, n);
    for _ in 0..n - 1 {
        let mut pick = || {
            if leaf < n && (merged >= weight.len() || weight[leaf] <= weight[merged]) {
                leaf += 1;
                leaf - 1
            } else {
                merged += 1;
                merged - 1
            }
        };
        let (a, b) = (pick(), pick());
        let node = weight.len();
        weight.push(weight[a] + weight[b]);
        parent[a] = node;
        parent[b] = node;
    }
    // Depths: the root (last node) is 0, each node one below its parent, which
    // was made after it.
    let mut depth = vec![0u8; 2 * n - 1];
    for node in (0..2 * n - 2).rev() {
        depth[node] = depth[parent[node]] + 1;
    }
    let mut lengths = vec![0u8; freq.len()];
    for (i, &(_, s)) in leaves.iter().enumerate() {
        lengths[s] = depth[i];
    }
    lengths
}

/// Codes ready to write: for each literal/length symbol its code, the code's
/// length and that plus its extra bits; the same for each distance code, and
/// nothing for [`NO_DISTANCE`]; and the block header that sends the codes.
struct Tables {
    litlen: [(u32, u32, u32); LITLEN_CODES],
    dist: [(u32, u32, u32); DIST_CODES + 1],
    /// The block header, as (bits, count) to send in order.
    header: Vec<(u32, u32)>,
}

impl Tables {
    /// Codes for symbols used as often as `litlen_freq` and `dist_freq` say, in
    /// one final block with dynamic Huffman codes (RFC 1951 3.2.7).
    fn new(litlen_freq: &[u32], dist_freq: &[u32]) -> Tables {
        let litlen = Code::canonical(code_lengths(litlen_freq, MAX_BITS));
        let dist = Code::canonical(code_lengths(dist_freq, MAX_BITS));
        let hlit = 257 + litlen.lengths[257..].iter().rposition(|&l| l > 0).map_or(0, |p| p + 1);
        let hdist = 1 + dist.lengths.iter().rposition(|&l| l > 0).unwrap_or(0);
        // The code lengths, run-length coded (RFC 1951 3.2.7): (symbol, extra bits).
        let all: Vec<u8> = litlen.lengths[..hlit]
            .iter()
            .chain(&dist.lengths[..hdist])
            .copied()
            .collect();
        let mut runs: Vec<(u8, u8)> = Vec::new();
        let mut i = 0;
        while i < all.len() {
            let l = all[i];
            let mut run = 1;
            while i + run < all.len() && all[i + run] == l {
                run += 1;
            }
            let mut left = run;
            if l == 0 {
                while left >= 11 {
                    let take = left.min(138);
                    runs.push((18, (take - 11) as u8));
                    left -= take;
                }
                if left >= 3 {
                    runs.push((17, (left - 3) as u8));
                    left = 0;
                }
            } else {
                runs.push((l, 0));
                left -= 1;
                while left >= 3 {
                    let take = left.min(6);
                    runs.push((16, (take - 3) as u8));
                    left -= take;
                }
            }
            runs.extend(std::iter::repeat_n((l, 0), left));
            i += run;
        }
        let mut cl_freq = [0u32; 19];
        for &(s, _) in &runs {
            cl_freq[s as usize] += 1;
        }
        let cl = Code::canonical(code_lengths(&cl_freq, MAX_CODE_LENGTH_BITS));
        let hclen = 4.max(1 + CODE_LENGTH_ORDER.iter().rposition(|&s| cl.lengths[s] > 0).unwrap_or(0));

        let mut header = vec![
            (1, 1), // the final block
            (2, 2), // dynamic codes
            ((hlit - 257) as u32, 5),
            ((hdist - 1) as u32, 5),
            ((hclen - 4) as u32, 4),
        ];
        for &s in &CODE_LENGTH_ORDER[..hclen] {
            header.push((u32::from(cl.lengths[s]), 3));
        }
        for &(s, extra) in &runs {
            header.push((cl.codes[s as usize], cl.lengths[s as usize].into()));
            match s {
                16 => header.push((u32::from(extra), 2)),
                17 => header.push((u32::from(extra), 3)),
                18 => header.push((u32::from(extra), 7)),
                _ => {}
            }
        }

        let mut lit_codes = [(0u32, 0u32, 0u32); LITLEN_CODES];
        for (s, entry) in lit_codes.iter_mut().enumerate() {
            let extra = if s > END_OF_BLOCK { LENGTH_EXTRA[s - 257] } else { 0 };
            *entry = (
                litlen.codes[s],
                litlen.lengths[s].into(),
                u32::from(litlen.lengths[s] + extra),
            );
        }
        let mut dist_codes = [(0u32, 0u32, 0u32); DIST_CODES + 1];
        for (d, entry) in dist_codes.iter_mut().enumerate().take(DIST_CODES) {
            *entry = (
                dist.codes[d],
                dist.lengths[d].into(),
                u32::from(dist.lengths[d] + DIST_EXTRA[d]),
            );
        }
        Tables {
            litlen: lit_codes,
            dist: dist_codes,
            header,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Inflates a zlib stream with zlib-rs.
    fn inflate(stream: &[u8], size: usize) -> Vec<u8> {
        let mut out = vec![0u8; size + 16];
        let (got, code) = zlib_rs::decompress_slice(&mut out, stream, zlib_rs::InflateConfig::default());
        assert_eq!(code, zlib_rs::ReturnCode::Ok, "the stream inflates");
        got.to_vec()
    }

    /// Deflates `data` with codes made for it, checks it inflates back, and
    /// returns its size; then, taking `data` as palette indices in rows of
    /// `stride - 1`, deflates those rows band by band with codes learned from
    /// them, from other data and from nothing, and checks each inflates back.
    fn round_trip(data: &[u8], stride: usize) -> usize {
        // A used buffer: nothing of what it held may leak into the stream.
        let mut buf = vec![0xA5; 100];
        let n = zlib(data, stride, &mut buf);
        assert_eq!(
            inflate(&buf[..n], data.len()),
            data,
            "{} bytes, stride {stride}",
            data.len()
        );
        let width = stride.saturating_sub(1).max(1);
        let indices = &data[..data.len() - data.len() % width];
        let other: Vec<u8> = (0..5_000u32).map(|i| (i / 7 % 5) as u8).collect();
        let other = &other[..other.len() - other.len() % width];
        for samples in [vec![indices], vec![other], vec![]] {
            let coder = Coder::learn(samples, width);
            let m = coder.zlib_rows(indices, width, &mut buf);
            assert_eq!(
                inflate(&buf[..m], indices.len() + indices.len() / width),
                filtered(indices, width),
                "learned codes, {} bytes in rows of {width}",
                indices.len()
            );
        }
        n
    }

    /// Palette indices in rows of `width` as a PNG's rows: each after a filter
    /// byte of 0.
    fn filtered(indices: &[u8], width: usize) -> Vec<u8> {
        indices
            .chunks_exact(width)
            .flat_map(|row| std::iter::once(0).chain(row.iter().copied()))
            .collect()
    }

    /// A board of `w` × `h` indices: a flat background with a grid of squares,
    /// and discs on some of them, numbered, in the colours `pieces` gives.
    fn board(w: usize, h: usize, pieces: &[(usize, u8)]) -> Vec<u8> {
        let square = 40;
        let mut out: Vec<u8> = (0..w * h)
            .map(|i| {
                let (x, y) = (i % w, i / w);
                if (x / square + y / square) % 2 == 0 {
                    3
                } else {
                    4
                }
            })
            .collect();
        let across = (w / square).max(1);
        for &(at, colour) in pieces {
            let (cx, cy) = ((at % across) * square + 20, (at / across) * square + 20);
            for y in cy.saturating_sub(16)..(cy + 16).min(h) {
                for x in cx.saturating_sub(16)..(cx + 16).min(w) {
                    let (dx, dy) = (x as i32 - cx as i32, y as i32 - cy as i32);
                    let d = dx * dx + dy * dy;
                    if d < 196 {
                        out[y * w + x] = colour;
                    } else if d < 256 {
                        out[y * w + x] = colour + 10;
                    }
                }
            }
        }
        out
    }

    #[test]
    fn bands_kept_from_earlier_pictures_give_the_stream_a_fresh_coder_gives() {
        let (w, h) = (323, 245);
        let mut x = 0xC0FF_EE11u32;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x as usize
        };
        let squares = (w / 40) * (h / 40);
        let mut pieces: Vec<(usize, u8)> = (0..12).map(|i| (i * 3 % squares, 20 + (i % 3) as u8)).collect();
        let samples = [board(w, h, &pieces)];
        let learn = |limit| Coder::with_limit(samples.iter().map(Vec::as_slice), w, limit);
        // One coder sees every position, one keeps almost nothing, and a fresh
        // one is made for each.
        let (warm, forgetful) = (learn(BAND_CACHE_BYTES), learn(2_000));
        let mut seen = Vec::new();
        let (mut buf, mut fresh_buf, mut small_buf) = (Vec::new(), Vec::new(), Vec::new());
        for turn in 0..60 {
            // A move: a piece to another square; now and then an earlier position again.
            let k = next() % pieces.len();
            pieces[k].0 = next() % squares;
            let picture = if turn % 7 == 6 {
                seen.swap_remove(next() % seen.len())
            } else {
                board(w, h, &pieces)
            };
            let n = warm.zlib_rows(&picture, w, &mut buf);
            let f = learn(BAND_CACHE_BYTES).zlib_rows(&picture, w, &mut fresh_buf);
            let s = forgetful.zlib_rows(&picture, w, &mut small_buf);
            assert_eq!(buf[..n], fresh_buf[..f], "turn {turn}: the warm coder's stream");
            assert_eq!(
                small_buf[..s],
                fresh_buf[..f],
                "turn {turn}: the forgetful coder's stream"
            );
            assert_eq!(inflate(&buf[..n], h * (w + 1)), filtered(&picture, w), "turn {turn}");
            seen.push(picture);
        }
        let kept = warm.bands.lock().expect("not poisoned");
        assert!(kept.now.len() + kept.before.len() > 31, "the warm coder kept bands");
        let small = forgetful.bands.lock().expect("not poisoned");
        assert!(
            small.now.len() + small.before.len() < 31,
            "the forgetful coder let bands go"
        );
    }

    #[test]
    fn pictures_of_any_height_deflate_band_by_band() {
        for (w, h) in [(1, 0), (1, 1), (5, 7), (5, 8), (5, 9), (17, 17), (2, 33), (700, 3)] {
            let picture = board(w, h, &[(0, 30), (1, 31)]);
            let coder = Coder::learn([&picture[..]], w);
            let mut buf = vec![0x5A; 7];
            for _ in 0..2 {
                let n = coder.zlib_rows(&picture, w, &mut buf);
                assert_eq!(inflate(&buf[..n], h * (w + 1)), filtered(&picture, w), "{w} × {h}");
            }
        }
    }

    #[test]
    fn codes_follow_the_tables() {
        for length in MIN_MATCH..=MAX_MATCH {
            let c = length_code(length);
            assert!(LENGTH_BASE[c] as usize <= length);
            assert!(length - (LENGTH_BASE[c] as usize) < 1 << LENGTH_EXTRA[c] || (c == 28 && length == 258));
        }
        assert_eq!(length_code(258), 28);
        assert_eq!(length_code(257), 27);
        for distance in 1..=WINDOW {
            let c = dist_code(distance);
            assert!(DIST_BASE[c] as usize <= distance);
            assert!(distance - (DIST_BASE[c] as usize) < 1 << DIST_EXTRA[c]);
        }
    }

    #[test]
    fn odd_inputs_round_trip() {
        round_trip(&[], 0);
        round_trip(&[7], 1);
        round_trip(&[7, 7], 1);
        round_trip(&[0; 5], 5);
        round_trip(&[1, 2, 3, 4, 5], 2);
        round_trip(&vec![9u8; 100_000], 101);
        let counting: Vec<u8> = (0..70_000u32).map(|i| (i % 251) as u8).collect();
        round_trip(&counting, 0);
        round_trip(&counting, 40_000);
    }

    #[test]
    fn long_codes_fold_back_under_the_limit() {
        // Fibonacci counts make the deepest Huffman tree there is.
        let (mut a, mut b) = (1u32, 1u32);
        let freq: Vec<u32> = (0..30)
            .map(|_| {
                let f = a;
                (a, b) = (b, a.saturating_add(b));
                f
            })
            .collect();
        assert!(
            huffman_lengths(&freq).iter().any(|&l| l > 15),
            "the unlimited code is too deep"
        );
        let lengths = code_lengths(&freq, MAX_BITS);
        assert!(lengths.iter().all(|&l| (1..=15).contains(&l)));
        let kraft: f64 = lengths.iter().map(|&l| 0.5f64.powi(l.into())).sum();
        assert!((kraft - 1.0).abs() < 1e-12, "the code is complete: {kraft}");
    }

    #[test]
    fn mixed_inputs_round_trip() {
        // Runs, copies from near and far (within and beyond the window), rows
        // repeated and noise, in random lengths and strides.
        let mut x = 0x9E37_79B9u32;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x
        };
        for _ in 0..40 {
            let len = (next() % 90_000) as usize;
            let mut data: Vec<u8> = Vec::with_capacity(len);
            while data.len() < len {
                let piece = 1 + (next() % 600) as usize;
                match next() % 4 {
                    0 => data.extend(std::iter::repeat_n(next() as u8, piece)),
                    1 if !data.is_empty() => {
                        let back = 1 + (next() as usize % data.len().min(40_000));
                        for _ in 0..piece {
                            data.push(data[data.len() - back]);
                        }
                    }
                    _ => data.extend((0..piece).map(|_| (next() % 7) as u8)),
                }
            }
            data.truncate(len);
            let stride = (next() % 2_000) as usize;
            round_trip(&data, stride);
        }
    }

    #[test]
    fn noise_and_pictures_round_trip() {
        // Noise: every literal, codes near the length limit.
        let mut x = 0x1234_5678u32;
        let noise: Vec<u8> = (0..50_000)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                x as u8
            })
            .collect();
        round_trip(&noise, 317);
        // A flat picture with shapes in it: rows of 301 with a filter byte.
        let (w, h) = (300usize, 200usize);
        let mut rows = Vec::new();
        for y in 0..h {
            rows.push(0);
            for x in 0..w {
                let (dx, dy) = (x as i32 % 60 - 30, y as i32 % 60 - 30);
                rows.push(if dx * dx + dy * dy < 400 { (x / 60 + y) as u8 } else { 3 });
            }
        }
        let size = round_trip(&rows, w + 1);
        assert!(size < rows.len() / 10, "a flat picture compresses: {size} bytes");
    }
}
