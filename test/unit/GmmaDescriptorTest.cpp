//===- GmmaDescriptorTest.cpp - SM90 GMMA descriptors against CuTe C++ ----===//
//
// Each row is a K-major (rows x 16) half_t slice of a GMMA layout atom tiled
// to a smem tile, as a view's layout (the swizzle CuTe applies to byte
// addresses, Sw<B,4,3>, is Sw<B,3,3> on 16-bit element offsets), and the
// descriptor fields CuTe C++ computes for it. The fields were printed by
// compiling, host-only (g++ -std=c++17 -I cutlass/include
// -I /usr/local/cuda/include -I /usr/local/cuda/include/cccl):
//   auto sl = tile_to_shape(GMMA::Layout_K_SW128_Atom<half_t>{}, Shape<_64,_64>{});
//   Tensor t = make_tensor(make_smem_ptr(buf), sl);   // buf aligned to 1024
//   Tensor s = local_tile(t, Shape<_64,_16>{}, make_coord(0, kblock));
//   GmmaDescriptor d = GMMA::make_gmma_desc<GMMA::Major::K>(s);
//   printf("%d %d %d", d.bitfield.layout_type_, d.bitfield.leading_byte_offset_,
//          d.bitfield.stride_byte_offset_);
// (LBO and SBO in 16-byte units; the start is the k-block's byte offset:
// C++ cannot take a shared address on the host.)
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/core/GmmaDescriptor.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/Views.h"

#include "cute-oracle/Fuzz/AtomCallKernels.h"

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

using namespace cute::core;

namespace {

struct CppDescriptor {
  const char *atom;
  const char *layout; // the k-block's view layout, element units
  int64_t rows;
  int type, lbo, sbo; // as C++ printed them
  int64_t startBytes;
};

const CppDescriptor kCpp[] = {
    {"INTER 64x16, k-block 0", "(64,(8,2)):(8,(1,512))", 64, 0, 64, 8, 0},
    {"INTER 64x32, k-block 1", "S<0,3,3> o 1024 o (64,(8,2)):(8,(1,512))", 64, 0, 64, 8, 2048},
    {"INTER 16x16, k-block 0", "(16,(8,2)):(8,(1,128))", 16, 0, 16, 8, 0},
    {"SW32 64x16, k-block 0", "S<1,3,3> o 0 o (64,16):(16,1)", 64, 3, 1, 16, 0},
    {"SW64 64x32, k-block 1", "S<2,3,3> o 16 o (64,16):(32,1)", 64, 2, 1, 32, 32},
    {"SW128 64x64, k-block 2", "S<3,3,3> o 32 o (64,16):(64,1)", 64, 1, 1, 64, 64},
    {"SW128 8x64, k-block 3", "S<3,3,3> o 48 o (8,16):(64,1)", 8, 1, 1, 0, 96},
    {"SW128 32x64, k-block 0", "S<3,3,3> o 0 o (32,16):(64,1)", 32, 1, 1, 64, 0},
};

TEST(GmmaDescriptor, MatchesCuteCppOnItsCanonicalLayouts) {
  for (const CppDescriptor &c : kCpp) {
    SCOPED_TRACE(c.atom);
    Result<Value> layout = parseValue(c.layout);
    ASSERT_TRUE(layout.ok()) << layout.error().message;
    Result<GmmaDescriptor> d = gmmaDescriptorK(*layout, c.rows);
    ASSERT_TRUE(d.ok()) << d.error().message;
    EXPECT_EQ(int(d->type), c.type);
    EXPECT_EQ(d->leadingBytes / 16, c.lbo);
    EXPECT_EQ(d->strideBytes / 16, c.sbo);
    EXPECT_EQ(d->startBytes, c.startBytes);
  }
}

/// Element offsets CuTe C++ computes through its swizzled smem pointer,
/// &s(m, k) - buf for the slices of kCpp (same command), at six elements.
struct CppOffsets {
  const char *atom;
  int64_t points[6][3]; // m, k, offset
};

const CppOffsets kCppOffsets[] = {
    {"INTER 64x16, k-block 0",
     {{1, 0, 8}, {0, 1, 1}, {9, 3, 75}, {63, 15, 1023}, {5, 9, 553}, {3, 12, 540}}},
    {"INTER 64x32, k-block 1",
     {{1, 0, 1032}, {0, 1, 1025}, {9, 3, 1099}, {63, 15, 2047}, {5, 9, 1577}, {3, 12, 1564}}},
    {"INTER 16x16, k-block 0",
     {{1, 0, 8}, {0, 1, 1}, {9, 3, 75}, {15, 15, 255}, {5, 9, 169}, {3, 12, 156}}},
    {"SW32 64x16, k-block 0",
     {{1, 0, 16}, {0, 1, 1}, {9, 3, 147}, {63, 15, 1015}, {5, 9, 81}, {3, 12, 60}}},
    {"SW64 64x32, k-block 1",
     {{1, 0, 48}, {0, 1, 17}, {9, 3, 307}, {63, 15, 2023}, {5, 9, 169}, {3, 12, 116}}},
    {"SW128 64x64, k-block 2",
     {{1, 0, 104}, {0, 1, 33}, {9, 3, 619}, {63, 15, 4055}, {5, 9, 321}, {3, 12, 244}}},
    {"SW128 8x64, k-block 3",
     {{1, 0, 120}, {0, 1, 49}, {1, 3, 123}, {7, 15, 455}, {5, 9, 337}, {3, 12, 228}}},
    {"SW128 32x64, k-block 0",
     {{1, 0, 72}, {0, 1, 1}, {9, 3, 587}, {31, 15, 2039}, {5, 9, 353}, {3, 12, 212}}},
};

/// The hardware model (gmmaElementOffsetK) under each row's descriptor reads
/// the elements where CuTe C++ places them.
TEST(GmmaDescriptor, ReadsElementsWhereCuteCppPlacesThem) {
  for (size_t row = 0; row < std::size(kCpp); ++row) {
    const CppDescriptor &c = kCpp[row];
    SCOPED_TRACE(c.atom);
    ASSERT_STREQ(c.atom, kCppOffsets[row].atom);
    GmmaDescriptor d = *gmmaDescriptorK(*parseValue(c.layout), c.rows);
    for (const auto &p : kCppOffsets[row].points)
      EXPECT_EQ(gmmaElementOffsetK(d, p[0], p[1]), p[2])
          << "element (" << p[0] << "," << p[1] << ")";
  }
}

TEST(GmmaDescriptor, EncodesTheFieldsAtTheirBits) {
  GmmaDescriptor d{GmmaLayoutType::B128, 64, 16, 1024};
  // start (1024 + 64) / 16 = 68, LBO 1, SBO 64, type 1 at bits 62-63.
  EXPECT_EQ(gmmaDescriptorBits(d, 1024),
            uint64_t(68) | uint64_t(1) << 16 | uint64_t(64) << 32 | uint64_t(1) << 62);
  EXPECT_EQ(gmmaDescriptorBits({GmmaLayoutType::B32, 0, 16, 256}, 0),
            uint64_t(1) << 16 | uint64_t(16) << 32 | uint64_t(3) << 62);
}

TEST(GmmaDescriptor, RefusesLayoutsNoDescriptorReads) {
  const char *refused[] = {
      // The A fragment's value order: K strides of 64 inside a core matrix.
      "(64,16):(1,64)",
      // A row-major 64x16 tile without a swizzle: 8-row groups of 16 elements.
      "(64,16):(16,1)",
      // SW128 moved by one row: the swizzle pattern's phase changes.
      "S<3,3,3> o 64 o (64,16):(64,1)",
      // A negative SBO.
      "(64,(8,2)):(8,(1,-512))",
  };
  for (const char *text : refused) {
    SCOPED_TRACE(text);
    Result<GmmaDescriptor> d = gmmaDescriptorK(*parseValue(text), 64);
    ASSERT_FALSE(d.ok());
    EXPECT_NE(d.error().message.find("is not a canonical K-major GMMA layout of a 64x16 tile"),
              std::string::npos)
        << d.error().message;
  }
}

/// The fields of 64 descriptor bits, read as the hardware reads them (PTX
/// ISA, matrix descriptor format), independently of gmmaDescriptorBits.
GmmaDescriptor decode(uint64_t bits, uint64_t buffer) {
  auto field = [&](int at) { return int64_t((bits >> at) & 0x3FFF) * 16; };
  return {GmmaLayoutType(bits >> 62), field(0) - int64_t(buffer), field(16), field(32)};
}

/// Every tile the atom-call family draws (fuzz::gmmaTileOf) is read by the
/// descriptor its bits encode, decoded field by field, at every element:
/// the lowering's descriptor addresses what the interpreter reads.
RC_GTEST_PROP(GmmaDescriptor, EncodedDescriptorReadsTheDrawnTile, ()) {
  uint64_t seed = *rc::gen::inRange<uint64_t>(0, 1u << 20);
  int operand = *rc::gen::inRange(0, 2);
  int64_t rows = 8 * *rc::gen::inRange<int64_t>(1, 9);
  uint64_t buffer = 1024 * *rc::gen::inRange<uint64_t>(0, 8);
  cute::fuzz::GmmaTile tile = cute::fuzz::gmmaTileOf(seed, operand, rows);
  RC_LOG() << tile.layoutType << "\n";
  std::string type = tile.layoutType;
  size_t open = type.find('"'), close = type.rfind('"');
  Result<Value> layout = parseValue(type.substr(open + 1, close - open - 1));
  RC_ASSERT(layout.ok());
  Result<GmmaDescriptor> d = gmmaDescriptorK(*layout, rows);
  RC_ASSERT(d.ok());
  GmmaDescriptor read = decode(gmmaDescriptorBits(*d, buffer), buffer);
  for (int64_t i = 0; i < rows * 16; ++i) {
    int64_t at = *elementOffset(*layout, IntTuple::of(i));
    RC_ASSERT(at < tile.elements);
    RC_ASSERT(gmmaElementOffsetK(read, i % rows, i / rows) == at);
  }
}

} // namespace
