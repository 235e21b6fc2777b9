//===- GmmaDescriptor.h - SM90 GMMA shared-memory descriptors ---*- C++ -*-===//
//
// wgmma reads its A and B tiles from shared memory through 64-bit matrix
// descriptors (CuTe C++: GmmaDescriptor in arch/mma_sm90_desc.hpp, built by
// make_gmma_desc in atom/mma_traits_sm90_gmma.hpp). For the 16-bit elements
// of the registry's GMMA atoms, a descriptor names one of four canonical
// layouts of a K-major tile of R rows (M or N) and K = 16 columns, with
// E = 8 elements per 16 bytes and W = 1, 2, 4, 8 for INTERLEAVE, SW32,
// SW64, SW128:
//   (r, k) -> Swizzle<log2 W, log2 E, 3>(start
//               + (r % 8) * W * E + (r / 8) * SBO
//               + (k % E) + (k / E) * (INTERLEAVE ? LBO : E))
// with start, LBO and SBO in elements and multiples of E (the descriptor
// holds them in 16-byte units). The swizzle is the hardware's, applied to
// shared-memory addresses, so the model holds for a buffer aligned to its
// period, 128 * W bytes (16 bytes for INTERLEAVE, which has no swizzle and
// a start in 16-byte units: gmmaAlignment).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_GMMADESCRIPTOR_H
#define CUTE_ORACLE_CORE_GMMADESCRIPTOR_H

#include "cute-oracle/core/Result.h"
#include "cute-oracle/core/Value.h"

#include <cstdint>

namespace cute::core {

/// A descriptor's layout type, numbered as its 2-bit field.
enum class GmmaLayoutType : uint8_t { Interleave = 0, B128 = 1, B64 = 2, B32 = 3 };

/// The fields of a descriptor, in bytes; the start is relative to the
/// aligned buffer the tile lies in.
struct GmmaDescriptor {
  GmmaLayoutType type = GmmaLayoutType::Interleave;
  int64_t startBytes = 0;
  int64_t leadingBytes = 0;
  int64_t strideBytes = 0;
};

/// The start, LBO and SBO fields: 14 bits of an address or offset in
/// 16-byte units.
constexpr unsigned kGmmaFieldShift = 4;
constexpr uint64_t kGmmaFieldMask = 0x3FFF;

/// The alignment in bytes the tile's buffer needs for `type`: the period of
/// its swizzle, 128 * W (16 for INTERLEAVE, whose start is in 16-byte
/// units).
int64_t gmmaAlignment(GmmaLayoutType type);

/// The element offset the hardware reads for element (r, k) of a K-major
/// tile of 16-bit elements under `d` (the formula above).
int64_t gmmaElementOffsetK(const GmmaDescriptor &d, int64_t r, int64_t k);

/// The descriptor that reads a K-major tile of `rows` x 16 elements of 16
/// bits through `layout`, a view's layout: element (r, k) lies at
/// layout(r + rows * k) of a buffer aligned to gmmaAlignment.
/// Definition: the first of INTERLEAVE, SW32, SW64, SW128 whose canonical
/// layout, with the start, SBO and LBO read off `layout`, gives every
/// element the offset `layout` gives it. SBO is 0 for 8 rows (unused), LBO
/// 16 bytes for the swizzled types (unused), as make_gmma_desc sets them.
/// Fails, naming the layout, when none does, when an offset is negative or
/// does not fit its 14-bit field, or when the start would move the swizzle
/// pattern's phase (the descriptor's base offset is left 0).
/// @post gmmaElementOffsetK(result, r, k) == layout(r + rows * k) for every
/// element.
Result<GmmaDescriptor> gmmaDescriptorK(const Value &layout, int64_t rows);

/// The descriptor's bits but its start address: LBO and SBO in 16-byte
/// units (14 bits at bits 16 and 32), base offset 0 (bits 49-51), layout
/// type at bits 62-63.
uint64_t gmmaFieldBits(const GmmaDescriptor &d);

/// The 64 bits of `d` for a buffer at shared-memory address `buffer`:
/// gmmaFieldBits and the start address buffer + startBytes in 16-byte
/// units at bits 0-13.
uint64_t gmmaDescriptorBits(const GmmaDescriptor &d, uint64_t buffer);

} // namespace cute::core

#endif
