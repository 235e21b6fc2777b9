//===- AtomsTest.cpp - The atom registry against CuTe C++ -----------------===//
//
// Every member of every registered atom, and of Copy_Atom<Op, T> for
// several value types, equals what CuTe C++ prints for it.
// The expected texts below are C++'s output, `_` included, from a host-only
// program that prints each member of the traits, e.g.
//   print(typename MMA_Traits<SM80_16x8x16_F32F16F16F32_TN>::ALayout{});
// compiled with `g++ -std=c++17 -I cutlass/include -I /usr/local/cuda/include
// -I /usr/local/cuda/include/cccl atoms.cpp`
// against CUTLASS's include/cute (atom/mma_traits_sm75.hpp, sm80, sm90_gmma,
// copy_traits_sm75.hpp, sm80, copy_atom.hpp; GMMA with K-major A and B).
// The GMMA rows check the registry's formula over N.
//
// Properties on top: each thread-value layout of a warp-level MMA maps
// (thread, value) one to one onto its tile, and each copy's destination
// layout one to one onto the bits it moves.
//
//===----------------------------------------------------------------------===//
#include "cute-oracle/core/Atoms.h"
#include "cute-oracle/core/Expr.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/TiledMma.h"
#include "cute-oracle/core/TupleAlgebra.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

using namespace cute::core;

namespace {

struct Printed {
  const char *traits, *op;
  std::vector<const char *> members; // in atomMembers(traits) order
};

// clang-format off
const std::vector<Printed> kCpp = {
  {"MMA_Traits", "SM80_16x8x16_F32F16F16F32_TN", {"(_16,_8,_16)", "_32:_1", "((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))", "((_4,_8),(_2,_2)):((_16,_1),(_8,_64))", "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))"}},
  {"MMA_Traits", "SM80_16x8x16_F32BF16BF16F32_TN", {"(_16,_8,_16)", "_32:_1", "((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))", "((_4,_8),(_2,_2)):((_16,_1),(_8,_64))", "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))"}},
  {"MMA_Traits", "SM80_16x8x16_F16F16F16F16_TN", {"(_16,_8,_16)", "_32:_1", "((_4,_8),(_2,_2,_2)):((_32,_1),(_16,_8,_128))", "((_4,_8),(_2,_2)):((_16,_1),(_8,_64))", "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))"}},
  {"MMA_Traits", "SM80_16x8x8_F32BF16BF16F32_TN", {"(_16,_8,_8)", "_32:_1", "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))", "((_4,_8),_2):((_16,_1),_8)", "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))"}},
  {"MMA_Traits", "SM80_16x8x8_F32F16F16F32_TN", {"(_16,_8,_8)", "_32:_1", "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))", "((_4,_8),_2):((_16,_1),_8)", "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))"}},
  {"MMA_Traits", "SM80_16x8x8_F16F16F16F16_TN", {"(_16,_8,_8)", "_32:_1", "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))", "((_4,_8),_2):((_16,_1),_8)", "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))"}},
  {"MMA_Traits", "SM75_16x8x8_F32F16F16F32_TN", {"(_16,_8,_8)", "_32:_1", "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))", "((_4,_8),_2):((_16,_1),_8)", "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))"}},
  {"MMA_Traits", "SM90_64x8x16_F32F16F16_SS", {"(_64,_8,_16)", "_128:_1", "(_128,(_64,_16)):(_0,(_1,_64))", "(_128,(_8,_16)):(_0,(_1,_8))", "((_4,_8,_4),(_2,_2,_1)):((_128,_1,_16),(_64,_8,_512))"}},
  {"MMA_Traits", "SM90_64x64x16_F32F16F16_SS", {"(_64,_64,_16)", "_128:_1", "(_128,(_64,_16)):(_0,(_1,_64))", "(_128,(_64,_16)):(_0,(_1,_64))", "((_4,_8,_4),(_2,_2,_8)):((_128,_1,_16),(_64,_8,_512))"}},
  {"MMA_Traits", "SM90_64x128x16_F32F16F16_SS", {"(_64,_128,_16)", "_128:_1", "(_128,(_64,_16)):(_0,(_1,_64))", "(_128,(_128,_16)):(_0,(_1,_128))", "((_4,_8,_4),(_2,_2,_16)):((_128,_1,_16),(_64,_8,_512))"}},
  {"Copy_Traits", "SM75_U32x1_LDSM_N", {"_32:_1", "((_8,_4),_128):((_128,_0),_1)", "(_32,_32):(_32,_1)", "(_32,_32):(_32,_1)"}},
  {"Copy_Traits", "SM75_U32x2_LDSM_N", {"_32:_1", "((_16,_2),_128):((_128,_0),_1)", "(_32,(_32,_2)):(_32,(_1,_1024))", "(_32,(_32,_2)):(_32,(_1,_1024))"}},
  {"Copy_Traits", "SM75_U32x4_LDSM_N", {"_32:_1", "(_32,_128):(_128,_1)", "(_32,(_32,_4)):(_32,(_1,_1024))", "(_32,(_32,_4)):(_32,(_1,_1024))"}},
  {"Copy_Traits", "SM75_U16x2_LDSM_T", {"_32:_1", "((_8,_4),_128):((_128,_0),_1)", "((_4,_8),(_16,_2)):((_256,_16),(_1,_128))", "((_4,_8),(_16,_2)):((_256,_16),(_1,_128))"}},
  {"Copy_Traits", "SM75_U16x4_LDSM_T", {"_32:_1", "((_16,_2),_128):((_128,_0),_1)", "((_4,_8),(_16,_2,_2)):((_256,_16),(_1,_128,_1024))", "((_4,_8),(_16,_2,_2)):((_256,_16),(_1,_128,_1024))"}},
  {"Copy_Traits", "SM75_U16x8_LDSM_T", {"_32:_1", "(_32,_128):(_128,_1)", "((_4,_8),(_16,_2,_4)):((_256,_16),(_1,_128,_1024))", "((_4,_8),(_16,_2,_4)):((_256,_16),(_1,_128,_1024))"}},
  {"Copy_Traits", "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>", {"_1:_0", "(_1,_128):(_0,_1)", "(_1,_128):(_0,_1)", "(_1,_128):(_0,_1)"}},
  {"Copy_Traits", "UniversalCopy<uint32_t>", {"_1:_0", "(_1,_32):(_0,_1)", "(_1,_32):(_0,_1)", "(_1,_32):(_0,_1)"}},
};
// clang-format on

// Copy_Atom<Op, T>: what C++ prints for ValLayoutSrc, ValLayoutDst and
// ValLayoutRef (copy_atom.hpp recasts the bit layouts to T).
// clang-format off
const std::vector<Printed> kCppCopyAtoms = {
  {"Copy_Atom", "SM75_U32x4_LDSM_N, half_t", {"(_32,_8):(_8,_1)", "(_32,(_2,_4)):(_2,(_1,_64))", "(_32,(_2,_4)):(_2,(_1,_64))"}},
  {"Copy_Atom", "SM75_U32x1_LDSM_N, bfloat16_t", {"((_8,_4),_8):((_8,_0),_1)", "(_32,_2):(_2,_1)", "(_32,_2):(_2,_1)"}},
  {"Copy_Atom", "SM75_U16x8_LDSM_T, half_t", {"(_32,_8):(_8,_1)", "((_4,_8),(_1,_2,_4)):((_16,_1),(_1,_8,_64))", "((_4,_8),(_1,_2,_4)):((_16,_1),(_1,_8,_64))"}},
  {"Copy_Atom", "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t", {"(_1,_8):(_0,_1)", "(_1,_8):(_0,_1)", "(_1,_8):(_0,_1)"}},
  {"Copy_Atom", "SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, float", {"(_1,_4):(_0,_1)", "(_1,_4):(_0,_1)", "(_1,_4):(_0,_1)"}},
  {"Copy_Atom", "UniversalCopy<uint32_t>, int8_t", {"(_1,_4):(_0,_1)", "(_1,_4):(_0,_1)", "(_1,_4):(_0,_1)"}},
  {"Copy_Atom", "UniversalCopy<uint32_t>, uint32_t", {"(_1,_1):(_0,_1)", "(_1,_1):(_0,_1)", "(_1,_1):(_0,_1)"}},
  {"Copy_Atom", "SM75_U32x2_LDSM_N, float", {"((_16,_2),_4):((_4,_0),_1)", "(_32,(_1,_2)):(_1,(_1,_32))", "(_32,(_1,_2)):(_1,(_1,_32))"}},
};
// clang-format on

// TiledMMA thread-value layouts: what C++ prints for
//   print(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},
//                        Layout<Shape<_2,_2,_1>, Stride<_1,_2,_0>>{},
//                        Tile<_32,_32,Underscore>{}).get_layoutB_TV());
// and so on (mma_atom.hpp), keyed by the expression that spells the same.
// clang-format off
const std::vector<std::pair<const char *, const char *>> kCppTiledMma = {
  {"get_layoutA_TV(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN))", "((_4,_8),((_2,_2,_2),(_1,_1))):((_32,_1),((_16,_8,_128),(_0,_0)))"},
  {"get_layoutB_TV(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN))", "((_4,_8),((_2,_2),(_1,_1))):((_16,_1),((_8,_64),(_0,_0)))"},
  {"get_layoutC_TV(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN))", "((_4,_8),((_2,_2),(_1,_1))):((_32,_1),((_16,_8),(_0,_0)))"},
  {"get_layoutA_TV(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0)))", "((_4,_8,_2,_2),((_2,_2,_2),(_1,_1))):((_64,_1,_16,_0),((_32,_8,_256),(_0,_0)))"},
  {"get_layoutB_TV(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0)))", "((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_32,_1,_0,_8),((_16,_128),(_0,_0)))"},
  {"get_layoutC_TV(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0)))", "((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_64,_1,_16,_256),((_32,_8),(_0,_0)))"},
  {"get_layoutA_TV(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0), [32;32;_]))", "((_4,_8,_2,_2),((_2,_2,_2),(_1,_1))):((_64,_1,_16,_0),((_32,_8,_256),(_0,_0)))"},
  {"get_layoutB_TV(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0), [32;32;_]))", "((_4,_8,_2,_2),((_2,_2),(_2,_1))):((_64,_1,_0,_8),((_32,_256),(_16,_0)))"},
  {"get_layoutC_TV(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0), [32;32;_]))", "((_4,_8,_2,_2),((_2,_2),(_1,_2))):((_64,_1,_16,_256),((_32,_8),(_0,_512)))"},
  {"get_layoutA_TV(make_tiled_mma(SM75_16x8x8_F32F16F16F32_TN, (2,1,1):(1,0,0)))", "((_4,_8,_2),((_2,_2),(_1,_1))):((_64,_1,_16),((_32,_8),(_0,_0)))"},
  {"get_layoutB_TV(make_tiled_mma(SM75_16x8x8_F32F16F16F32_TN, (2,1,1):(1,0,0)))", "((_4,_8,_2),(_2,(_1,_1))):((_16,_1,_0),(_8,(_0,_0)))"},
  {"get_layoutC_TV(make_tiled_mma(SM75_16x8x8_F32F16F16F32_TN, (2,1,1):(1,0,0)))", "((_4,_8,_2),((_2,_2),(_1,_1))):((_64,_1,_16),((_32,_8),(_0,_0)))"},
  {"get_layoutA_TV(make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN, (1,2,1):(0,1,0), [16;32;8]))", "((_4,_8,_2),((_2,_2),(_1,_1))):((_32,_1,_0),((_16,_8),(_0,_0)))"},
  {"get_layoutB_TV(make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN, (1,2,1):(0,1,0), [16;32;8]))", "((_4,_16),(_2,(_2,_1))):((_64,_1),(_32,(_16,_0)))"},
  {"get_layoutC_TV(make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN, (1,2,1):(0,1,0), [16;32;8]))", "((_4,_8,_2),((_2,_2),(_1,_2))):((_32,_1,_128),((_16,_8),(_0,_256)))"},
};
// clang-format on

// TiledCopy thread-value layouts: what C++ prints for e.g.
//   print(make_tiled_copy(Copy_Atom<SM75_U32x4_LDSM_N, half_t>{},
//                         Layout<Shape<_8,_4>,Stride<_4,_1>>{},
//                         Layout<Shape<_1,_8>,Stride<_8,_1>>{}).get_layoutS_TV());
// (copy_atom.hpp), and for make_tiled_copy_A/B/C(atom, tiled_mma) with
//   make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},
//                  Layout<Shape<_2,_2,_1>, Stride<_1,_2,_0>>{}),
// keyed by the expression that spells the same.
// clang-format off
const std::vector<std::pair<const char *, const char *>> kCppTiledCopy = {
  {"get_layoutS_TV(make_tiled_copy(Copy_Atom<SM75_U32x4_LDSM_N, half_t>, (8,4):(4,1), (1,8):(8,1)))", "((_8,_4),((_2,_4),_1)):((_1,_16),((_8,_64),_0))"},
  {"get_layoutD_TV(make_tiled_copy(Copy_Atom<SM75_U32x4_LDSM_N, half_t>, (8,4):(4,1), (1,8):(8,1)))", "((_4,_8),(_8,_1)):((_64,_1),(_8,_0))"},
  {"get_layoutS_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, half_t>, (32,4):(1,32), (1,2):(2,1)))", "((_32,_4),(_2,_1)):((_1,_64),(_32,_0))"},
  {"get_layoutD_TV(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, half_t>, (32,4):(1,32), (1,2):(2,1)))", "((_32,_4),(_2,_1)):((_1,_64),(_32,_0))"},
  {"get_layoutS_TV(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>, (16,8):(8,1), (1,8):(8,1)))", "((_8,_16),(_8,_1)):((_128,_1),(_16,_0))"},
  {"get_layoutD_TV(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>, (16,8):(8,1), (1,8):(8,1)))", "((_8,_16),(_8,_1)):((_128,_1),(_16,_0))"},
  {"get_layoutS_TV(make_tiled_copy(Copy_Atom<SM75_U16x8_LDSM_T, half_t>, (4,8):(1,4), (8,1):(1,8)))", "((_2,_4,_4),(_8,_1)):((_1,_8,_2),(_32,_0))"},
  {"get_layoutD_TV(make_tiled_copy(Copy_Atom<SM75_U16x8_LDSM_T, half_t>, (4,8):(1,4), (8,1):(1,8)))", "(_32,(_8,_1)):(_8,(_1,_0))"},
  {"get_layoutS_TV(make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0))))", "((_16,_2,_2,_2),(_8,_1)):((_1,_256,_16,_0),(_32,_0))"},
  {"get_layoutD_TV(make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0))))", "((_4,_8,_2,_2),((_2,_2,_2),_1)):((_64,_1,_16,_0),((_32,_8,_256),_0))"},
  {"get_layoutS_TV(make_tiled_copy_B(Copy_Atom<SM75_U32x2_LDSM_N, half_t>, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0))))", "((_8,_2,_4,_2),(_8,_1)):((_1,_128,_0,_8),(_16,_0))"},
  {"get_layoutD_TV(make_tiled_copy_B(Copy_Atom<SM75_U32x2_LDSM_N, half_t>, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0))))", "((_4,_8,_2,_2),((_2,_2),_1)):((_32,_1,_0,_8),((_16,_128),_0))"},
  {"get_layoutS_TV(make_tiled_copy_C(Copy_Atom<UniversalCopy<uint32_t>, half_t>, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0))))", "((_4,_8,_2,_2),(_2,_2)):((_64,_1,_16,_256),(_32,_8))"},
  {"get_layoutD_TV(make_tiled_copy_C(Copy_Atom<UniversalCopy<uint32_t>, half_t>, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0))))", "((_4,_8,_2,_2),(_2,_2)):((_64,_1,_16,_256),(_32,_8))"},
};
// clang-format on

// Tile extents of tiled atoms: what C++ prints for print(tile_shape(mma))
// and print(tile_size<I>(copy)) (mma_atom.hpp, copy_atom.hpp) of the same
// tiled atoms, e.g.
//   print(tile_shape(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{},
//         Layout<Shape<_1,_1,_1>>{}, Tile<Layout<Shape<_8,_2>,Stride<_1,_8>>,_16,_16>{})));
// compiled as the file comment says.
// clang-format off
const std::vector<std::pair<const char *, const char *>> kCppTileExtents = {
  {"tile_shape(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN))", "(_16,_8,_16)"},
  {"tile_shape(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0), [32;32;16]))", "(_32,_32,_16)"},
  {"tile_shape(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0), [32;32;_]))", "(_32,_32,_16)"},
  {"tile_shape(make_tiled_mma(SM75_16x8x8_F32F16F16F32_TN, (2,1,1):(1,0,0)))", "(_32,_8,_8)"},
  {"tile_shape(make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN, (1,2,1):(0,1,0), [16;32;8]))", "(_16,_32,_8)"},
  {"tile_shape(make_tiled_mma(SM80_16x8x16_F32BF16BF16F32_TN, (2,2,2):(1,2,4)))", "(_32,_16,_32)"},
  {"tile_shape(make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (1,1,1):(0,0,0), [(8,2):(1,8);16;16]))", "(_16,_16,_16)"},
  {"tile_shape(make_tiled_mma(SM90_64x64x16_F32F16F16_SS))", "(_64,_64,_16)"},
  {"tile_shape(make_tiled_mma(SM90_64x128x16_F32F16F16_SS, (2,1,1):(1,0,0)))", "(_128,_128,_16)"},
  {"tile_size<0>(make_tiled_mma(SM75_16x8x8_F32F16F16F32_TN, (2,1,1):(1,0,0)))", "_32"},
  {"tile_size<2>(make_tiled_mma(SM80_16x8x16_F32BF16BF16F32_TN, (2,2,2):(1,2,4)))", "_32"},
  {"tile_size<0>(make_tiled_copy(Copy_Atom<SM75_U32x4_LDSM_N, half_t>, (8,4):(4,1), (1,8):(8,1)))", "_8"},
  {"tile_size<1>(make_tiled_copy(Copy_Atom<SM75_U32x4_LDSM_N, half_t>, (8,4):(4,1), (1,8):(8,1)))", "_32"},
  {"tile_size<0>(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, half_t>, (32,4):(1,32), (1,2):(2,1)))", "_32"},
  {"tile_size<1>(make_tiled_copy(Copy_Atom<UniversalCopy<uint32_t>, half_t>, (32,4):(1,32), (1,2):(2,1)))", "_8"},
  {"tile_size<1>(make_tiled_copy(Copy_Atom<SM80_CP_ASYNC_CACHEALWAYS<uint128_t>, half_t>, (16,8):(8,1), (1,8):(8,1)))", "_64"},
  {"tile_size<0>(make_tiled_copy(Copy_Atom<SM75_U16x8_LDSM_T, half_t>, (4,8):(1,4), (8,1):(1,8)))", "_32"},
  {"tile_size<0>(make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0))))", "_32"},
  {"tile_size<1>(make_tiled_copy_A(Copy_Atom<SM75_U32x4_LDSM_N, half_t>, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0))))", "_16"},
  {"tile_size<1>(make_tiled_copy_B(Copy_Atom<SM75_U32x2_LDSM_N, half_t>, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0))))", "_16"},
  {"tile_size<1>(make_tiled_copy_C(Copy_Atom<UniversalCopy<uint32_t>, half_t>, make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0), [32;32;_])))", "_32"},
};
// clang-format on

std::string withoutUnderscores(std::string text) {
  text.erase(std::remove(text.begin(), text.end(), '_'), text.end());
  return text;
}

Layout layoutOf(const char *traits, std::string_view op, const char *member) {
  Result<Value> v = atomTraits(traits, op, member);
  EXPECT_TRUE(v.ok()) << op << "::" << member;
  return std::get<Layout>(*v);
}

/// Whether `l` maps its domain one to one onto [0, size(l)).
bool bijectsOntoItsSize(const Layout &l) {
  int64_t n = size(l)->value();
  std::set<int64_t> seen;
  for (int64_t i = 0; i < n; ++i) {
    Result<IntTuple> o = evaluate(l, IntTuple::of(i));
    if (!o.ok() || !o->isInt() || o->value() < 0 || o->value() >= n ||
        !seen.insert(o->value()).second)
      return false;
  }
  return true;
}

TEST(Atoms, EveryMemberEqualsWhatCuteCppPrints) {
  for (const Printed &p : kCpp) {
    std::vector<std::string> members = atomMembers(p.traits);
    ASSERT_EQ(members.size(), p.members.size()) << p.op;
    for (size_t i = 0; i < members.size(); ++i) {
      Result<Value> v = atomTraits(p.traits, p.op, members[i]);
      ASSERT_TRUE(v.ok()) << p.op << "::" << members[i] << ": " << v.error().message;
      EXPECT_EQ(print(*v), withoutUnderscores(p.members[i]))
          << p.traits << "<" << p.op << ">::" << members[i];
    }
  }
}

/// The table above has a row for every atom of the registry (GMMA's N by
/// the rows for N = 8, 64 and 128), so no entry goes unchecked.
TEST(Atoms, EveryRegisteredAtomHasARowPrintedByCuteCpp) {
  std::set<std::string> printed;
  for (const Printed &p : kCpp)
    printed.insert(std::string(p.traits) + " " + p.op);
  for (const char *traits : {"MMA_Traits", "Copy_Traits"})
    for (const std::string &name : atomNames(traits))
      if (name != "SM90_64x<N>x16_F32F16F16_SS") {
        EXPECT_TRUE(printed.count(std::string(traits) + " " + name))
            << traits << "<" << name << ">";
      }
}

TEST(Atoms, CopyAtomValueLayoutsEqualWhatCuteCppPrints) {
  for (const Printed &p : kCppCopyAtoms) {
    const char *members[] = {"ValLayoutSrc", "ValLayoutDst", "ValLayoutRef"};
    for (size_t i = 0; i < 3; ++i) {
      Result<Value> v = atomTraits(p.traits, p.op, members[i]);
      ASSERT_TRUE(v.ok()) << p.op << "::" << members[i] << ": " << v.error().message;
      EXPECT_EQ(print(*v), withoutUnderscores(p.members[i]))
          << "Copy_Atom<" << p.op << ">::" << members[i];
    }
  }
  Result<Value> type = atomTraits("Copy_Atom", "SM75_U32x1_LDSM_N, quad_t", "ValLayoutSrc");
  ASSERT_FALSE(type.ok());
  EXPECT_EQ(type.error().message, "unknown value type 'quad_t' of Copy_Atom");
}

TEST(TiledMma, ThreadValueLayoutsEqualWhatCuteCppPrints) {
  for (const auto &[expression, printed] : kCppTiledMma) {
    Result<Value> v = evaluateExpression(expression);
    ASSERT_TRUE(v.ok()) << expression << ": " << v.error().message;
    EXPECT_EQ(print(*v), withoutUnderscores(printed)) << expression;
  }
}

TEST(TiledCopy, ThreadValueLayoutsEqualWhatCuteCppPrints) {
  for (const auto &[expression, printed] : kCppTiledCopy) {
    Result<Value> v = evaluateExpression(expression);
    ASSERT_TRUE(v.ok()) << expression << ": " << v.error().message;
    EXPECT_EQ(print(*v), withoutUnderscores(printed)) << expression;
  }
  Result<Value> type = evaluateExpression(
      "get_layoutS_TV(make_tiled_copy(Copy_Atom<SM75_U32x4_LDSM_N, quad_t>, 32:1, 8:1))");
  ASSERT_FALSE(type.ok());
  EXPECT_EQ(type.error().message, "unknown value type 'quad_t' of Copy_Atom");
}

TEST(TiledAtoms, TileExtentsEqualWhatCuteCppPrints) {
  for (const auto &[expression, printed] : kCppTileExtents) {
    Result<Value> v = evaluateExpression(expression);
    ASSERT_TRUE(v.ok()) << expression << ": " << v.error().message;
    EXPECT_EQ(print(*v), withoutUnderscores(printed)) << expression;
  }
}

TEST(TiledAtoms, TileExtentsRefuseModesOutsideTheTile) {
  const char *mma = "make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN)";
  const char *copy =
      "make_tiled_copy(Copy_Atom<SM75_U32x4_LDSM_N, half_t>, (8,4):(4,1), (1,8):(8,1))";
  auto errorOf = [](const std::string &expression) {
    Result<Value> v = evaluateExpression(expression);
    return v.ok() ? "ok: " + print(*v) : v.error().message;
  };
  EXPECT_EQ(errorOf(std::string("tile_size<3>(") + mma + ")"),
            "tile_size: mode 3 is not M, N or K (0, 1 or 2)");
  EXPECT_EQ(errorOf(std::string("tile_size<-1>(") + mma + ")"),
            "tile_size: mode -1 is not M, N or K (0, 1 or 2)");
  EXPECT_EQ(errorOf(std::string("tile_size<2>(") + copy + ")"),
            "tile_size: mode 2 is outside the tile (8,32)");
  EXPECT_EQ(errorOf(std::string("tile_size(") + mma + ")"),
            "parse error at column 11: tile_size takes the mode as its one template argument: "
            "tile_size<I>(tiled)");
  EXPECT_EQ(errorOf(std::string("tile_shape(") + copy + ")"),
            "parse error at column 12: tile_shape takes a tiled MMA: C++ has no tile_shape of a "
            "TiledCopy (tile_size<I> gives the extents of its tile)");
}

TEST(TiledMma, CoversTheTileOfCOnceAndRefusesBadArguments) {
  Result<TiledMma> mma =
      makeTiledMma("SM80_16x8x8_F32F16F16F32_TN",
                   *makeLayout(IntTuple::tuple({IntTuple::of(2), IntTuple::of(4)})), std::nullopt);
  ASSERT_TRUE(mma.ok()) << mma.error().message;
  Result<Layout> c = layoutTV(*mma, 'C');
  ASSERT_TRUE(c.ok()) << c.error().message;
  EXPECT_EQ(size(*c)->value(), (16 * 2) * (8 * 4));
  EXPECT_TRUE(bijectsOntoItsSize(*c)) << print(*c);
  Result<Value> rank4 = evaluateExpression(
      "get_layoutC_TV(make_tiled_mma(SM80_16x8x8_F32F16F16F32_TN, (1,1,1,1):(0,0,0,0)))");
  ASSERT_FALSE(rank4.ok());
  EXPECT_EQ(rank4.error().message, "make_tiled_mma: the atom layout has more than 3 modes");
  Result<Value> unknown = evaluateExpression("get_layoutA_TV(make_tiled_mma(SM99_MMA))");
  ASSERT_FALSE(unknown.ok());
  EXPECT_EQ(unknown.error().message, "unknown MMA atom 'SM99_MMA'");
}

TEST(Atoms, WarpMmaLayoutsMapThreadValueOneToOneOntoTheirTiles) {
  for (const std::string &op : atomNames("MMA_Traits")) {
    if (op.rfind("SM90", 0) == 0)
      continue;
    const auto mnk = std::get<IntTuple>(*atomTraits("MMA_Traits", op, "Shape_MNK"));
    int64_t m = mnk.mode(0).value(), n = mnk.mode(1).value(), k = mnk.mode(2).value();
    std::map<const char *, int64_t> tile = {
        {"ALayout", m * k}, {"BLayout", n * k}, {"CLayout", m * n}};
    for (const auto &[member, elements] : tile) {
      Layout l = layoutOf("MMA_Traits", op, member);
      EXPECT_EQ(size(l)->value(), elements) << op << "::" << member;
      EXPECT_TRUE(bijectsOntoItsSize(l)) << op << "::" << member;
    }
  }
}

TEST(Atoms, GmmaAccumulatorsCoverTheirTileForEveryN) {
  for (int n = 8; n <= 256; n += 8) {
    std::string op = "SM90_64x" + std::to_string(n) + "x16_F32F16F16_SS";
    Layout c = layoutOf("MMA_Traits", op, "CLayout");
    EXPECT_EQ(size(c)->value(), 64 * n) << op;
    EXPECT_TRUE(bijectsOntoItsSize(c)) << op;
  }
  EXPECT_FALSE(atomTraits("MMA_Traits", "SM90_64x12x16_F32F16F16_SS", "CLayout").ok());
  EXPECT_FALSE(atomTraits("MMA_Traits", "SM90_64x264x16_F32F16F16_SS", "CLayout").ok());
}

TEST(Atoms, CopyDestinationsMapOneToOneOntoTheBitsMoved) {
  for (const std::string &op : atomNames("Copy_Traits"))
    for (const char *member : {"DstLayout", "RefLayout"})
      EXPECT_TRUE(bijectsOntoItsSize(layoutOf("Copy_Traits", op, member))) << op << "::" << member;
}

TEST(Atoms, UnknownAtomsAndMembersAreErrorsThatNameThem) {
  Result<Value> atom = atomTraits("MMA_Traits", "SM70_8x8x4", "ALayout");
  ASSERT_FALSE(atom.ok());
  EXPECT_EQ(atom.error().message, "unknown MMA atom 'SM70_8x8x4'");
  Result<Value> member = atomTraits("Copy_Traits", "SM75_U32x1_LDSM_N", "ALayout");
  ASSERT_FALSE(member.ok());
  EXPECT_EQ(member.error().message, "Copy_Traits<SM75_U32x1_LDSM_N> has no member 'ALayout'");
}

} // namespace
