//===- Numbers.h - The element types of atom data and their rounding -*- C++ -*-===//
//
// The values a tiled MMA or copy moves are held as doubles and rounded to
// their element type on every store:
// - f16 (IEEE binary16), bf16 (8-bit significand, f32's exponent range) and
//   f32 round to nearest, ties to even, with subnormals; a magnitude above
//   the largest finite value after rounding becomes infinity;
// - i32 keeps integers in [-2^31, 2^31) and wraps others modulo 2^32.
// Postcondition: roundTo(t, roundTo(t, x)) == roundTo(t, x), and every value
// of t (e.g. each of the 2^16 f16 bit patterns) is a fixed point
// (NumbersTest).
//
//===----------------------------------------------------------------------===//
#ifndef CUTE_ORACLE_CORE_NUMBERS_H
#define CUTE_ORACLE_CORE_NUMBERS_H

#include <cstdint>
#include <optional>
#include <string_view>

namespace cute::core {

enum class ElementType { I32, F16, BF16, F32 };

/// MLIR's spelling (i32, f16, bf16, f32) or C++'s (int32_t, half_t,
/// bfloat16_t, float), or CuTe's in atom names (S32, F16, BF16, F32).
std::optional<ElementType> elementTypeNamed(std::string_view name);

/// MLIR's spelling of t.
std::string_view nameOf(ElementType t);

/// x as the nearest value of type t (see the file comment).
double roundTo(ElementType t, double x);

/// The value of type t a bit pattern encodes (the low 16 bits for f16 and
/// bf16, 32 for f32 and i32), and the bit pattern of a value of type t (the
/// value must be roundTo(t, x) of some x). Postcondition: valueFromBits(t,
/// bitsOf(t, v)) == v (NaN aside, whose payload is not kept).
double valueFromBits(ElementType t, uint32_t bits);
uint32_t bitsOf(ElementType t, double value);

} // namespace cute::core

#endif
