//===- Atoms.h - The traits of CuTe's MMA and copy atoms --------*- C++ -*-===//
//
// The registry of atoms: for each MMA atom the
// MMA_Traits of CuTe C++ (include/cute/atom/mma_traits_sm*.hpp) and for each
// copy atom its Copy_Traits (copy_traits_sm*.hpp), as values of the
// reference algebra, named as in C++:
//   MMA_Traits<Op>:   Shape_MNK (M,N,K); ThrID; ALayout, BLayout, CLayout,
//                     each (thread, value) -> the column-major index of an
//                     element of the M x K, N x K, M x N tile;
//   Copy_Traits<Op>:  ThrID; SrcLayout, DstLayout, RefLayout, each
//                     (thread, value) -> a bit of the copied data;
//   Copy_Atom<Op, T>: ValLayoutSrc, ValLayoutDst, ValLayoutRef, the same in
//                     elements of the value type T (recast_layout).
// Each entry equals what C++ prints for it (AtomsTest, with the command that
// printed the expected texts).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_ATOMS_H
#define CUTE_ORACLE_CORE_ATOMS_H

#include "cute-oracle/core/Result.h"
#include "cute-oracle/core/Value.h"

#include <string>
#include <string_view>
#include <vector>

namespace cute::core {

/// The member `member` of `traits` ("MMA_Traits", "Copy_Traits" or
/// "Copy_Atom") of the atom `op`: its C++ name, e.g.
/// SM80_16x8x16_F32F16F16F32_TN or SM90_64x128x16_F32F16F16_SS (N any
/// multiple of 8 up to 256), or for Copy_Atom "Op, T" with T a C++ value
/// type (half_t, float, ...); an error naming what is unknown otherwise.
Result<Value> atomTraits(std::string_view traits, std::string_view op, std::string_view member);

/// atomTraits for a member that is a layout (all but Shape_MNK).
Result<Layout> atomLayout(std::string_view traits, std::string_view op, std::string_view member);

/// The atoms of the registry by kind, with the members each has.
std::vector<std::string> atomNames(std::string_view traits);
std::vector<std::string> atomMembers(std::string_view traits);

} // namespace cute::core

#endif
