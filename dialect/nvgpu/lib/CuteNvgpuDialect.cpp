//===- CuteNvgpuDialect.cpp - cute_nvgpu dialect --------------------------===//
//
// Dialect construction and registration. Types, their parser and printer
// live in CuteNvgpuTypes.cpp.
//
//===----------------------------------------------------------------------===//

#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuDialect.h"

#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuDialect.cpp.inc"

void cute::nvgpu::CuteNvgpuDialect::initialize() { registerTypes(); }

void cute::nvgpu::registerCuteNvgpuDialect(mlir::DialectRegistry &registry) {
  registry.insert<CuteNvgpuDialect>();
}
