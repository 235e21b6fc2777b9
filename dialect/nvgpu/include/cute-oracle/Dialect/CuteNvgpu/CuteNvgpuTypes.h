//===- CuteNvgpuTypes.h - cute_nvgpu types and enums ------------*- C++ -*-===//
//
// The cute_nvgpu types (MMA and copy atoms, descriptors, atom integers) and
// the memory order/scope enums of atom.universal_copy. See CuteNvgpuTypes.td.
//
//===----------------------------------------------------------------------===//

#ifndef CUTE_ORACLE_DIALECT_CUTENVGPU_CUTENVGPUTYPES_H
#define CUTE_ORACLE_DIALECT_CUTENVGPU_CUTENVGPUTYPES_H

#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/Types.h"

#include <cstdint>
#include <optional>

#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuEnums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuTypes.h.inc"

#endif // CUTE_ORACLE_DIALECT_CUTENVGPU_CUTENVGPUTYPES_H
