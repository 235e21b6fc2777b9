//===- CuteNvgpuDialect.td - cute_nvgpu dialect definition -*- tablegen -*-===//
//
// The cute_nvgpu dialect: the NVIDIA-specific type surface of CuTe (MMA and
// copy atoms, shared-memory descriptors, TMA descriptors and sub-byte atom
// integers). It has no ops and no dialect attributes.
//
//===----------------------------------------------------------------------===//

#ifndef CUTE_ORACLE_DIALECT_CUTENVGPU_CUTENVGPUDIALECT_TD
#define CUTE_ORACLE_DIALECT_CUTENVGPU_CUTENVGPUDIALECT_TD

include "mlir/IR/DialectBase.td"

def CuteNvgpu_Dialect : Dialect {
  let name = "cute_nvgpu";
  let cppNamespace = "::cute::nvgpu";
  let summary = "NVIDIA atom, descriptor and fragment types of CuTe";
  let description = [{
    Types only. Every type prints as a mnemonic after `!cute_nvgpu.`; the
    mnemonics are case-sensitive (`SM120.mma_bs` keeps its uppercase `SM`).
    Parsing walks the 27 mnemonics in the order of CuteNvgpuTypes.td
    and only then tries the `i<N>` atom-integer form.
  }];
  // parseType/printType wrap ODS's generated mnemonic walk: they add the
  // `i<N>` form (no fixed mnemonic), the verbatim unknown-type message and a
  // check that the whole `!cute_nvgpu.` body was consumed.
  let useDefaultTypePrinterParser = 0;
  let extraClassDeclaration = [{
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    void printType(::mlir::Type type,
                   ::mlir::DialectAsmPrinter &printer) const override;

  private:
    void registerTypes();
  }];
}

#endif // CUTE_ORACLE_DIALECT_CUTENVGPU_CUTENVGPUDIALECT_TD
