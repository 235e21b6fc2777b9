//===- GmmaDescriptor.cpp - SM90 GMMA shared-memory descriptors -----------===//
#include "cute-oracle/core/GmmaDescriptor.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/Views.h"

#include <vector>

namespace cute::core {
namespace {

constexpr std::string_view kOp = "gmma descriptor";
constexpr int64_t kFieldUnits = int64_t(kGmmaFieldMask) + 1;
/// Elements of 16 bits: 8 per 16 bytes, 16 per row of a K-major tile.
constexpr int64_t kPerChunk = 8, kColumns = 16, kBytes = 2;

/// W: the 16-byte chunks of one swizzled row (1 for INTERLEAVE).
int64_t chunksPerRow(GmmaLayoutType type) {
  switch (type) {
  case GmmaLayoutType::Interleave:
    return 1;
  case GmmaLayoutType::B32:
    return 2;
  case GmmaLayoutType::B64:
    return 4;
  case GmmaLayoutType::B128:
    return 8;
  }
  return 1;
}

int log2Of(int64_t n) {
  int bits = 0;
  while ((int64_t(1) << bits) < n)
    ++bits;
  return bits;
}

/// Swizzle<log2 W, 3, 3> on element offsets: the hardware's swizzle of
/// 16-byte chunks within a row of W chunks, by the row in 8.
int64_t swizzleElements(GmmaLayoutType type, int64_t offset) {
  int bits = log2Of(chunksPerRow(type)), base = log2Of(kPerChunk);
  int64_t mask = ((int64_t(1) << bits) - 1) << (base + 3);
  return offset ^ ((offset & mask) >> 3);
}

/// The tile's element offsets: layout(r + rows * k), in 1-D index order.
Result<std::vector<int64_t>> offsetsOf(const Value &layout, int64_t elements) {
  std::vector<int64_t> out;
  out.reserve(elements);
  for (int64_t i = 0; i < elements; ++i) {
    CUTE_TRY(at, elementOffset(layout, IntTuple::of(i)));
    out.push_back(at);
  }
  return out;
}

/// The descriptor of `type` read off the unswizzled offsets g of the tile,
/// if its fields are representable and every element agrees.
std::optional<GmmaDescriptor> candidate(GmmaLayoutType type, const std::vector<int64_t> &offsets,
                                        int64_t rows) {
  int64_t e = kPerChunk, w = chunksPerRow(type), bytes = kBytes;
  auto g = [&](int64_t i) { return swizzleElements(type, offsets[i]); };
  int64_t start = g(0);
  int64_t stride = rows > 8 ? g(8) - start : 0;
  int64_t leading = type == GmmaLayoutType::Interleave ? g(rows * e) - start : e;
  for (int64_t field : {start, stride, leading})
    if (field < 0 || field % e != 0 || field / e >= kFieldUnits)
      return std::nullopt;
  // The phase of the swizzle pattern (rows of W chunks, 8 rows) must not
  // move: the descriptor's base offset stays 0.
  if (((start * bytes) >> 7) & (w - 1))
    return std::nullopt;
  GmmaDescriptor d{type, start * bytes, leading * bytes, stride * bytes};
  for (int64_t i = 0; i < int64_t(offsets.size()); ++i)
    if (gmmaElementOffsetK(d, i % rows, i / rows) != offsets[i])
      return std::nullopt;
  return d;
}

} // namespace

int64_t gmmaAlignment(GmmaLayoutType type) {
  return type == GmmaLayoutType::Interleave ? 16 : 128 * chunksPerRow(type);
}

int64_t gmmaElementOffsetK(const GmmaDescriptor &d, int64_t r, int64_t k) {
  int64_t e = kPerChunk, bytes = kBytes, w = chunksPerRow(d.type);
  int64_t leading = d.type == GmmaLayoutType::Interleave ? d.leadingBytes / bytes : e;
  int64_t linear = d.startBytes / bytes + (r % 8) * w * e + (r / 8) * (d.strideBytes / bytes) +
                   (k % e) + (k / e) * leading;
  return swizzleElements(d.type, linear);
}

Result<GmmaDescriptor> gmmaDescriptorK(const Value &layout, int64_t rows) {
  int64_t columns = kColumns;
  if (rows <= 0 || rows % 8 != 0)
    return fail(kOp, "a K-major GMMA tile has a multiple of 8 rows, not " + std::to_string(rows));
  CUTE_TRY(offsets, offsetsOf(layout, rows * columns));
  for (GmmaLayoutType type :
       {GmmaLayoutType::Interleave, GmmaLayoutType::B32, GmmaLayoutType::B64, GmmaLayoutType::B128})
    if (std::optional<GmmaDescriptor> d = candidate(type, offsets, rows))
      return *d;
  return fail(kOp,
              "the layout " + print(layout) + " is not a canonical K-major GMMA layout of a " +
                  std::to_string(rows) + "x" + std::to_string(columns) +
                  " tile of 16-bit elements: no INTERLEAVE, SW32, SW64 or SW128 descriptor with a "
                  "representable start, LBO and SBO reads its elements where it places them");
}

namespace {
uint64_t field(uint64_t bytes) { return (bytes >> kGmmaFieldShift) & kGmmaFieldMask; }
} // namespace

uint64_t gmmaFieldBits(const GmmaDescriptor &d) {
  return field(uint64_t(d.leadingBytes)) << 16 | field(uint64_t(d.strideBytes)) << 32 |
         uint64_t(d.type) << 62;
}

uint64_t gmmaDescriptorBits(const GmmaDescriptor &d, uint64_t buffer) {
  return gmmaFieldBits(d) | field(buffer + uint64_t(d.startBytes));
}

} // namespace cute::core
