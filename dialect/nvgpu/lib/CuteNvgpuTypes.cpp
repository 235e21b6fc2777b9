//===- CuteNvgpuTypes.cpp - cute_nvgpu types ------------------------------===//
//
// The cute_nvgpu type parser and printer, the hand-written assembly formats
// of atom.universal_copy and the `i<N>` atom integer, and the verifiers.
//
//===----------------------------------------------------------------------===//

#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

#include <limits>

using namespace mlir;
using namespace cute::nvgpu;

#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuEnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuTypes.cpp.inc"

//===----------------------------------------------------------------------===//
// Integer helpers
//===----------------------------------------------------------------------===//

/// Parses an optional integer that must fit uint32_t. Positivity is left to
/// the type verifiers so that it is checked for built types too.
static OptionalParseResult parseOptionalU32(AsmParser &parser,
                                            uint32_t &value) {
  SMLoc loc = parser.getCurrentLocation();
  int64_t raw = 0;
  OptionalParseResult result = parser.parseOptionalInteger(raw);
  if (!result.has_value() || failed(*result))
    return result;
  if (raw < 0 || raw > std::numeric_limits<uint32_t>::max())
    return parser.emitError(loc, "expected a 32-bit unsigned integer, got ")
           << raw;
  value = static_cast<uint32_t>(raw);
  return success();
}

/// Parses an integer that must fit uint32_t.
static ParseResult parseU32(AsmParser &parser, uint32_t &value) {
  OptionalParseResult result = parseOptionalU32(parser, value);
  if (result.has_value())
    return *result;
  return parser.emitError(parser.getCurrentLocation(), "expected integer");
}

//===----------------------------------------------------------------------===//
// SmemDescViewType
//===----------------------------------------------------------------------===//

/// True if `attr` is the cute dialect's `#cute.layout`. The test goes through
/// the dialect namespace and the registered attribute name (`cute.layout`,
/// ODS's default for mnemonic `layout`) so that this library does not depend
/// on the cute dialect's C++ classes. An attribute of an unregistered dialect
/// is a builtin OpaqueAttr and fails the test.
static bool isCuteLayoutAttr(Attribute attr) {
  return attr && attr.getDialect().getNamespace() == "cute" &&
         attr.getAbstractAttribute().getName() == "cute.layout";
}

LogicalResult
SmemDescViewType::verify(function_ref<InFlightDiagnostic()> emitError,
                         Type sourceType, Attribute layout) {
  if (!sourceType)
    return emitError() << "smem_desc_view needs a source type";
  if (!isCuteLayoutAttr(layout))
    return emitError() << "smem_desc_view layout must be a #cute.layout "
                          "attribute, got "
                       << layout;
  return success();
}

//===----------------------------------------------------------------------===//
// UniversalCopyAtomType
//===----------------------------------------------------------------------===//

namespace {
/// The optional fields of atom.universal_copy, in their fixed print order.
struct UniversalCopyFields {
  std::optional<uint32_t> bitWidth;
  bool allowDsmem = false;
  std::optional<MemOrder> memOrder;
  std::optional<MemScope> memScope;
};
} // namespace

/// Field `N b`.
static OptionalParseResult parseBitWidthField(AsmParser &parser,
                                              UniversalCopyFields &fields) {
  uint32_t bits;
  OptionalParseResult result = parseOptionalU32(parser, bits);
  if (!result.has_value() || failed(*result))
    return result;
  fields.bitWidth = bits;
  return parser.parseKeyword("b");
}

/// Field `allow_dsmem`.
static OptionalParseResult parseAllowDsmemField(AsmParser &parser,
                                                UniversalCopyFields &fields) {
  if (failed(parser.parseOptionalKeyword("allow_dsmem")))
    return std::nullopt;
  fields.allowDsmem = true;
  return success();
}

/// Field `key=VALUE` of an enum; VALUE takes the enum's ODS spellings.
template <typename EnumT>
static OptionalParseResult parseEnumField(AsmParser &parser, StringRef key,
                                          std::optional<EnumT> &value) {
  if (failed(parser.parseOptionalKeyword(key)))
    return std::nullopt;
  if (parser.parseEqual())
    return failure();
  FailureOr<EnumT> parsed = FieldParser<EnumT>::parse(parser);
  if (failed(parsed))
    return failure();
  value = *parsed;
  return success();
}

/// Parses `(, FIELD)*` where the fields come in their fixed order, each at
/// most once. A field parser yields nullopt when its field is absent, so
/// after each comma the fields are tried from the one after the last match.
static ParseResult parseUniversalCopyFields(AsmParser &parser,
                                            UniversalCopyFields &fields) {
  using FieldFn = function_ref<OptionalParseResult()>;
  auto bitWidth = [&] { return parseBitWidthField(parser, fields); };
  auto allowDsmem = [&] { return parseAllowDsmemField(parser, fields); };
  auto memOrder = [&] {
    return parseEnumField(parser, "mem_order", fields.memOrder);
  };
  auto memScope = [&] {
    return parseEnumField(parser, "mem_scope", fields.memScope);
  };
  FieldFn inOrder[] = {bitWidth, allowDsmem, memOrder, memScope};
  ArrayRef<FieldFn> rest = inOrder;
  while (succeeded(parser.parseOptionalComma())) {
    OptionalParseResult result = std::nullopt;
    while (!rest.empty() && !result.has_value()) {
      result = rest.front()();
      rest = rest.drop_front();
    }
    if (!result.has_value())
      return parser.emitError(parser.getCurrentLocation(),
                              "expected `N b`, `allow_dsmem`, `mem_order=` or "
                              "`mem_scope=`, each at most once and in this "
                              "order");
    if (failed(*result))
      return failure();
  }
  return success();
}

Type UniversalCopyAtomType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  Type elementType;
  UniversalCopyFields fields;
  if (parser.parseLess() || parser.parseType(elementType) ||
      parseUniversalCopyFields(parser, fields) || parser.parseGreater())
    return {};
  return parser.getChecked<UniversalCopyAtomType>(
      loc, parser.getContext(), elementType, fields.bitWidth, fields.allowDsmem,
      fields.memOrder, fields.memScope);
}

void UniversalCopyAtomType::print(AsmPrinter &printer) const {
  printer << '<' << getElementType();
  if (std::optional<uint32_t> bits = getBitWidth())
    printer << ", " << *bits << " b";
  if (getAllowDsmem())
    printer << ", allow_dsmem";
  if (std::optional<MemOrder> order = getMemOrder())
    printer << ", mem_order=" << stringifyEnum(*order);
  if (std::optional<MemScope> scope = getMemScope())
    printer << ", mem_scope=" << stringifyEnum(*scope);
  printer << '>';
}

LogicalResult UniversalCopyAtomType::verify(
    function_ref<InFlightDiagnostic()> emitError, Type elementType,
    std::optional<uint32_t> bitWidth, bool allowDsmem,
    std::optional<MemOrder> memOrder, std::optional<MemScope> memScope) {
  if (!elementType)
    return emitError() << "universal_copy needs an element type";
  if (bitWidth && *bitWidth == 0)
    return emitError() << "universal_copy bit width must be positive";
  return success();
}

/// `copy_universal_copy_<element type>`, e.g. `copy_universal_copy_f16`; the
/// AsmPrinter sanitizes characters not allowed in SSA names.
void UniversalCopyAtomType::getAsmName(OpAsmSetNameFn setNameFn) const {
  std::string name;
  llvm::raw_string_ostream(name) << "copy_universal_copy_" << getElementType();
  setNameFn(name);
}

//===----------------------------------------------------------------------===//
// AtomIntType
//===----------------------------------------------------------------------===//

/// True if `mnemonic` is `i` followed by one or more decimal digits: the
/// atom integer form, tried only once every literal mnemonic has missed.
static bool isAtomIntMnemonic(StringRef mnemonic) {
  return mnemonic.size() > 1 && mnemonic.front() == 'i' &&
         llvm::all_of(mnemonic.drop_front(), llvm::isDigit);
}

/// Parses the optional `<divby M>` after the mnemonic `i<N>` at `loc`.
static Type parseAtomInt(AsmParser &parser, SMLoc loc, StringRef mnemonic) {
  uint32_t width;
  if (mnemonic.drop_front().getAsInteger(10, width)) {
    parser.emitError(loc, "atom integer width in `")
        << mnemonic << "` does not fit in 32 bits";
    return {};
  }
  std::optional<uint32_t> divby;
  if (succeeded(parser.parseOptionalLess())) {
    uint32_t factor;
    if (parser.parseKeyword("divby") || parseU32(parser, factor) ||
        parser.parseGreater())
      return {};
    divby = factor;
  }
  return parser.getChecked<AtomIntType>(loc, parser.getContext(), width, divby);
}

static void printAtomInt(AtomIntType type, AsmPrinter &printer) {
  printer << 'i' << type.getWidth();
  if (std::optional<uint32_t> divby = type.getDivby())
    printer << "<divby " << *divby << '>';
}

LogicalResult AtomIntType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  uint32_t width,
                                  std::optional<uint32_t> divby) {
  if (width == 0)
    return emitError() << "atom integer width must be positive";
  if (divby && *divby == 0)
    return emitError() << "atom integer divby factor must be positive";
  return success();
}

//===----------------------------------------------------------------------===//
// Dialect type hooks
//===----------------------------------------------------------------------===//

void CuteNvgpuDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuTypes.cpp.inc"
      >();
}

/// Walks the mnemonic table (generatedTypeParser, in CuteNvgpuTypes.td
/// order), then the `i<N>` atom integer form, then reports the mnemonic.
static Type parseTypeBody(DialectAsmParser &parser, StringRef dialect) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef mnemonic;
  Type type;
  if (generatedTypeParser(parser, &mnemonic, type).has_value())
    return type;
  if (isAtomIntMnemonic(mnemonic))
    return parseAtomInt(parser, loc, mnemonic);
  // Two spaces between `unknown` and `type`: the verbatim dialect message.
  parser.emitError(loc) << "unknown  type `" << mnemonic << "` in dialect `"
                        << dialect << "`";
  return {};
}

/// Rejects text left unparsed inside the `!cute_nvgpu.` body, as in
/// `!cute_nvgpu.sm90.mma<f16>`. MLIR moves its lexer past the whole body once
/// the dialect returns, so such text would otherwise be dropped silently.
static Type rejectTrailingText(DialectAsmParser &parser, Type type) {
  StringRef body = parser.getFullSymbolSpec();
  const char *next = parser.getCurrentLocation().getPointer();
  if (!type || next >= body.end())
    return type;
  parser.emitError(parser.getCurrentLocation())
      << "unexpected `" << StringRef(next, body.end() - next)
      << "` after cute_nvgpu type";
  return {};
}

Type CuteNvgpuDialect::parseType(DialectAsmParser &parser) const {
  return rejectTrailingText(parser, parseTypeBody(parser, getNamespace()));
}

/// Prints through the mnemonic table; the atom integer is the one type
/// without a table slot.
void CuteNvgpuDialect::printType(Type type, DialectAsmPrinter &printer) const {
  if (failed(generatedTypePrinter(type, printer)))
    printAtomInt(cast<AtomIntType>(type), printer);
}
