//===- CuteNvgpuDialect.h - cute_nvgpu dialect ------------------*- C++ -*-===//
//
// The cute_nvgpu dialect (types only) and its registration hook.
//
//===----------------------------------------------------------------------===//

#ifndef CUTE_ORACLE_DIALECT_CUTENVGPU_CUTENVGPUDIALECT_H
#define CUTE_ORACLE_DIALECT_CUTENVGPU_CUTENVGPUDIALECT_H

#include "mlir/IR/Dialect.h"

#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuDialect.h.inc"
#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuTypes.h"

namespace cute::nvgpu {

/// Adds the cute_nvgpu dialect to `registry`.
void registerCuteNvgpuDialect(mlir::DialectRegistry &registry);

} // namespace cute::nvgpu

#endif // CUTE_ORACLE_DIALECT_CUTENVGPU_CUTENVGPUDIALECT_H
