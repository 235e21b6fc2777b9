//===- CuteDialect.cpp - The cute dialect ---------------------------------===//
#include "cute-oracle/Dialect/Cute/CuteDialect.h"
#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/Dialect/Cute/CuteTypes.h"

#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Transforms/InliningUtils.h"

#include "cute-oracle/Dialect/Cute/CuteDialect.cpp.inc"

namespace {
/// cute ops compute values only: any of them may be inlined.
struct CuteInlinerInterface : mlir::DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(mlir::Operation *, mlir::Region *, bool, mlir::IRMapping &) const final {
    return true;
  }
};
} // namespace

void cute::dialect::CuteDialect::initialize() {
  registerTypesAndAttributes();
  addOperations<
#define GET_OP_LIST
#include "cute-oracle/Dialect/Cute/CuteOps.cpp.inc"
      >();
  addInterfaces<CuteInlinerInterface>();
}

namespace {
/// A type of class T written with or without the dialect prefix:
/// `!cute.layout<"…">` or `<"…">`. Another class needs the prefix.
template <typename T> mlir::ParseResult parseStripped(mlir::OpAsmParser &parser, mlir::Type &t) {
  mlir::OptionalParseResult full = parser.parseOptionalType(t);
  if (full.has_value())
    return *full;
  t = T::parse(parser);
  return mlir::success(static_cast<bool>(t));
}

/// A type of class T without the dialect prefix; any other type in full.
template <typename T> void printStripped(mlir::OpAsmPrinter &printer, mlir::Type t) {
  if (auto typed = mlir::dyn_cast<T>(t))
    printer.printStrippedAttrOrType(typed);
  else
    printer << t;
}

#define CUTE_STRIPPED_TYPE(Name, T)                                                                \
  mlir::ParseResult parseStripped##Name(mlir::OpAsmParser &parser, mlir::Type &t) {               \
    return parseStripped<T>(parser, t);                                                            \
  }                                                                                                \
  void printStripped##Name(mlir::OpAsmPrinter &printer, mlir::Operation *, mlir::Type t) {        \
    printStripped<T>(printer, t);                                                                  \
  }
CUTE_STRIPPED_TYPE(Layout, cute::dialect::LayoutType)
CUTE_STRIPPED_TYPE(ComposedLayout, cute::dialect::ComposedLayoutType)
CUTE_STRIPPED_TYPE(Tile, cute::dialect::TileType)
#undef CUTE_STRIPPED_TYPE
} // namespace

#define GET_OP_CLASSES
#include "cute-oracle/Dialect/Cute/CuteOps.cpp.inc"

bool cute::dialect::runsOnStaticOperandsOnly(mlir::Operation *op) {
  return llvm::all_of(op->getOperandTypes(),
                      [](mlir::Type t) { return staticValue(t).has_value(); });
}
