//===- Numbers.cpp - The element types of atom data and their rounding ----===//
#include "cute-oracle/core/Numbers.h"

#include <cmath>
#include <cstring>
#include <limits>

namespace cute::core {

namespace {

/// A binary floating-point format: significand bits (with the implicit
/// one), the smallest normal exponent and the largest finite value.
struct Format {
  int precision;
  int minExponent;
  double maxFinite;
};

constexpr Format kHalf{11, -14, 65504.0};
constexpr Format kBFloat16{8, -126, 0x1.fep127};
constexpr Format kFloat{24, -126, 0x1.fffffep127};

/// x rounded to `f`, ties to even: scaled so that the last significand bit
/// (or, below the normal range, the subnormal quantum) is 1, rounded to an
/// integer by nearbyint in the default rounding mode, and scaled back.
double roundToFormat(double x, const Format &f) {
  if (x == 0 || !std::isfinite(x))
    return x;
  int exponent;
  std::frexp(x, &exponent); // |x| in [2^(exponent-1), 2^exponent)
  int lead = std::max(exponent - 1, f.minExponent);
  double rounded =
      std::ldexp(std::nearbyint(std::ldexp(x, f.precision - 1 - lead)), lead - (f.precision - 1));
  if (std::fabs(rounded) > f.maxFinite)
    return std::copysign(std::numeric_limits<double>::infinity(), x);
  return rounded;
}

double wrapToInt32(double x) {
  if (!std::isfinite(x))
    return 0;
  double wrapped = std::fmod(std::trunc(x), 4294967296.0);
  if (wrapped < -2147483648.0)
    wrapped += 4294967296.0;
  if (wrapped >= 2147483648.0)
    wrapped -= 4294967296.0;
  return wrapped;
}

} // namespace

std::optional<ElementType> elementTypeNamed(std::string_view name) {
  if (name == "i32" || name == "int32_t" || name == "S32")
    return ElementType::I32;
  if (name == "f16" || name == "half_t" || name == "F16")
    return ElementType::F16;
  if (name == "bf16" || name == "bfloat16_t" || name == "BF16")
    return ElementType::BF16;
  if (name == "f32" || name == "float" || name == "F32")
    return ElementType::F32;
  return std::nullopt;
}

std::string_view nameOf(ElementType t) {
  switch (t) {
  case ElementType::I32:
    return "i32";
  case ElementType::F16:
    return "f16";
  case ElementType::BF16:
    return "bf16";
  case ElementType::F32:
    return "f32";
  }
  return "?";
}

double roundTo(ElementType t, double x) {
  switch (t) {
  case ElementType::I32:
    return wrapToInt32(x);
  case ElementType::F16:
    return roundToFormat(x, kHalf);
  case ElementType::BF16:
    return roundToFormat(x, kBFloat16);
  case ElementType::F32:
    return roundToFormat(x, kFloat);
  }
  return x;
}

namespace {

double halfFromBits(uint16_t bits) {
  int sign = bits >> 15, exponent = (bits >> 10) & 0x1f, fraction = bits & 0x3ff;
  double magnitude = exponent == 0    ? std::ldexp(fraction, -24)
                     : exponent == 31 ? (fraction ? std::numeric_limits<double>::quiet_NaN()
                                                  : std::numeric_limits<double>::infinity())
                                      : std::ldexp(1024 + fraction, exponent - 25);
  return sign ? -magnitude : magnitude;
}

uint16_t halfBits(double value) {
  uint16_t sign = std::signbit(value) ? 0x8000 : 0;
  double magnitude = std::fabs(value);
  if (std::isnan(value))
    return 0x7e00;
  if (std::isinf(magnitude))
    return sign | 0x7c00;
  if (magnitude < std::ldexp(1.0, -14))
    return sign | uint16_t(std::ldexp(magnitude, 24));
  int exponent;
  double significand = std::frexp(magnitude, &exponent); // [0.5, 1)
  return sign | uint16_t((exponent + 14) << 10) | uint16_t(std::ldexp(significand, 11) - 1024);
}

float floatFromBits(uint32_t bits) {
  float f;
  std::memcpy(&f, &bits, sizeof f);
  return f;
}

uint32_t floatBits(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  return bits;
}

} // namespace

double valueFromBits(ElementType t, uint32_t bits) {
  switch (t) {
  case ElementType::I32:
    return double(int32_t(bits));
  case ElementType::F16:
    return halfFromBits(uint16_t(bits));
  case ElementType::BF16:
    return floatFromBits((bits & 0xffff) << 16);
  case ElementType::F32:
    return floatFromBits(bits);
  }
  return 0;
}

uint32_t bitsOf(ElementType t, double value) {
  switch (t) {
  case ElementType::I32:
    return uint32_t(int32_t(value));
  case ElementType::F16:
    return halfBits(value);
  case ElementType::BF16:
    // A bf16 value is an f32 whose low 16 bits are zero.
    return floatBits(float(value)) >> 16;
  case ElementType::F32:
    return floatBits(float(value));
  }
  return 0;
}

} // namespace cute::core
