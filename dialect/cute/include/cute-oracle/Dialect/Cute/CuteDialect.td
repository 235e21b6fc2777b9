//===- CuteDialect.td - The cute dialect -------------------*- tablegen -*-===//
#ifndef CUTE_DIALECT_TD
#define CUTE_DIALECT_TD

include "mlir/IR/DialectBase.td"
include "mlir/IR/OpBase.td"

def Cute_Dialect : Dialect {
  let name = "cute";
  let summary = "CuTe layout algebra: tuples, layouts, swizzles, composed layouts, tiles";
  let description = [{
    Types and operations of NVIDIA's public CuTe IR specification. Every type
    carries its value as canonical text (`!cute.layout<"(4,5):(1,4)">`) and
    one of seven kind sentinels; verifiers run the reference algebra of
    interp/core on static operands.
  }];
  let cppNamespace = "::cute::dialect";
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  let extraClassDeclaration = [{
    /// Adds the types and attributes (defined beside their storage).
    void registerTypesAndAttributes();
  }];
}

#endif
