//===- CuteTypes.cpp - cute types -----------------------------------------===//
#include "cute-oracle/Dialect/Cute/CuteDialect.h"
#include "cute-oracle/core/Text.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;

namespace cute::dialect {

core::Value valueOfSpec(const KindSentinel *kind, llvm::StringRef spec) {
  // The spec was verified when the type was built, so it parses.
  auto v = dispatchByKind(kind, kParseTable)(std::string_view(spec.data(), spec.size()));
  return v ? *v : core::Value(core::IntTuple());
}

namespace {

/// Parses `<"text">` as a value of T's kind and gives its canonical text;
/// an invalid text is reported at the string, after `errorPrefix(text)`.
template <typename T>
FailureOr<std::string> parseCanonicalText(AsmParser &parser,
                                          function_ref<std::string(StringRef)> errorPrefix) {
  std::string text;
  if (parser.parseLess())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseString(&text) || parser.parseGreater())
    return failure();
  const KindSentinel *kind = &sentinel(T::kKind);
  auto v = parseAndVerify(kind, text, std::is_same_v<T, StrideType>);
  if (!v)
    return parser.emitError(loc) << errorPrefix(text) << v.error().message;
  return dispatchByKind(kind, kPrintTable)(*v);
}

/// Parses `<"text">` for the kind of T, reporting errors at the string.
template <typename T> Type parseCuteType(AsmParser &parser) {
  FailureOr<std::string> text =
      parseCanonicalText<T>(parser, [](StringRef) { return std::string(); });
  return failed(text) ? Type() : T::get(parser.getContext(), *text);
}

/// Verifies that `spec` is the canonical text of a valid value of `kind`.
LogicalResult verifySpec(function_ref<InFlightDiagnostic()> emitError, const KindSentinel *kind,
                         StringRef spec, bool allowBasis) {
  auto v = parseAndVerify(kind, std::string_view(spec.data(), spec.size()), allowBasis);
  if (!v)
    return emitError() << v.error().message;
  std::string canonical = dispatchByKind(kind, kPrintTable)(*v);
  if (canonical != spec)
    return emitError() << "cute type text \"" << spec << "\" is not canonical; expected \""
                       << canonical << "\"";
  return success();
}

} // namespace
} // namespace cute::dialect

#define GET_TYPEDEF_CLASSES
#include "cute-oracle/Dialect/Cute/CuteTypes.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "cute-oracle/Dialect/Cute/CuteAttrs.cpp.inc"

namespace cute::dialect {

#define CUTE_TYPE_ASM(T)                                                                           \
  Type T::parse(AsmParser &parser) { return parseCuteType<T>(parser); }                            \
  void T::print(AsmPrinter &printer) const { printer << "<\"" << getSpec() << "\">"; }             \
  LogicalResult T::verify(function_ref<InFlightDiagnostic()> emitError, const KindSentinel *kind,  \
                          StringRef spec) {                                                        \
    return verifySpec(emitError, kind, spec, std::is_same_v<T, StrideType>);                       \
  }
CUTE_TYPE_ASM(IntTupleType)
CUTE_TYPE_ASM(ShapeType)
CUTE_TYPE_ASM(StrideType)
CUTE_TYPE_ASM(CoordType)
CUTE_TYPE_ASM(TileType)
CUTE_TYPE_ASM(LayoutType)
CUTE_TYPE_ASM(ComposedLayoutType)
CUTE_TYPE_ASM(SwizzleType)
#undef CUTE_TYPE_ASM

void CuteDialect::registerTypesAndAttributes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "cute-oracle/Dialect/Cute/CuteTypes.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "cute-oracle/Dialect/Cute/CuteAttrs.cpp.inc"
      >();
}

//===--- #cute.<kind> attributes ------------------------------------------===//

namespace {
/// Parses an attribute's `<"text">` with the rules of its value type; a text
/// that does not parse is reported as "failed to parse <mnemonic> from".
template <typename A> Attribute parseCuteAttr(AsmParser &parser) {
  FailureOr<std::string> text =
      parseCanonicalText<typename A::ValueType>(parser, [](StringRef t) {
        return ("failed to parse " + A::getMnemonic() + " from \"" + t + "\": ").str();
      });
  return failed(text) ? Attribute() : A::get(parser.getContext(), *text);
}
} // namespace

#define CUTE_ATTR_ASM(A)                                                                           \
  Attribute A::parse(AsmParser &parser, Type) { return parseCuteAttr<A>(parser); }                 \
  void A::print(AsmPrinter &printer) const { printer << "<\"" << getSpec() << "\">"; }            \
  LogicalResult A::verify(function_ref<InFlightDiagnostic()> emitError, StringRef spec) {          \
    return verifySpec(emitError, &sentinel(ValueType::kKind), spec,                                \
                      std::is_same_v<ValueType, StrideType>);                                      \
  }
CUTE_ATTR_ASM(IntTupleAttr)
CUTE_ATTR_ASM(ShapeAttr)
CUTE_ATTR_ASM(StrideAttr)
CUTE_ATTR_ASM(CoordAttr)
CUTE_ATTR_ASM(TileAttr)
CUTE_ATTR_ASM(LayoutAttr)
CUTE_ATTR_ASM(ComposedLayoutAttr)
CUTE_ATTR_ASM(SwizzleAttr)
#undef CUTE_ATTR_ASM

//===--- Queries ----------------------------------------------------------===//

namespace {
/// Applies `fn(kind, spec)` to a cute type; returns `fallback` otherwise.
template <typename R, typename Fn> R withKindAndSpec(Type t, R fallback, Fn fn) {
  return llvm::TypeSwitch<Type, R>(t)
      .template Case<IntTupleType, ShapeType, StrideType, CoordType, TileType, LayoutType,
            ComposedLayoutType, SwizzleType>(
          [&](auto ct) { return fn(ct.getKind(), ct.getSpec()); })
      .Default([&](Type) { return fallback; });
}
} // namespace

bool isCuteType(Type t) { return kindSlot(t) != nullptr; }

const KindSentinel *kindSlot(Type t) {
  return withKindAndSpec<const KindSentinel *>(
      t, nullptr, [](const KindSentinel *k, StringRef) { return k; });
}

std::optional<core::Value> cuteValue(Type t) {
  return withKindAndSpec<std::optional<core::Value>>(
      t, std::nullopt,
      [](const KindSentinel *k, StringRef spec) { return valueOfSpec(k, spec); });
}

std::optional<core::Value> staticValue(Type t) {
  return withKindAndSpec<std::optional<core::Value>>(
      t, std::nullopt, [](const KindSentinel *k, StringRef spec) {
        return dispatchByKind(k, kFoldTable)(valueOfSpec(k, spec));
      });
}

bool isTupleType(Type t) { return isa<IntTupleType, ShapeType, StrideType, CoordType>(t); }

bool isLayoutLike(Type t) { return isa<LayoutType, ComposedLayoutType>(t); }

namespace {
/// T holding `v`, or null if `v` is not a valid value of T's kind.
template <typename T> Type buildChecked(MLIRContext *ctx, const core::Value &v) {
  std::string text = core::print(v);
  auto checked = parseAndVerify(&sentinel(T::kKind), text, std::is_same_v<T, StrideType>);
  if (!checked)
    return {};
  return T::get(ctx, dispatchByKind(&sentinel(T::kKind), kPrintTable)(*checked));
}
} // namespace

Type typeLike(Type like, const core::Value &v) {
  MLIRContext *ctx = like.getContext();
  return llvm::TypeSwitch<Type, Type>(like)
      .Case([&](IntTupleType) { return buildChecked<IntTupleType>(ctx, v); })
      .Case([&](ShapeType) { return buildChecked<ShapeType>(ctx, v); })
      .Case([&](StrideType) { return buildChecked<StrideType>(ctx, v); })
      .Case([&](CoordType) { return buildChecked<CoordType>(ctx, v); })
      .Case([&](TileType) { return buildChecked<TileType>(ctx, v); })
      .Case([&](LayoutType) { return buildChecked<LayoutType>(ctx, v); })
      .Case([&](ComposedLayoutType) { return buildChecked<ComposedLayoutType>(ctx, v); })
      .Case([&](SwizzleType) { return buildChecked<SwizzleType>(ctx, v); })
      .Default([](Type) { return Type(); });
}

Type naturalType(MLIRContext *ctx, const core::Value &v) {
  switch (v.index()) {
  case 0:
    return buildChecked<IntTupleType>(ctx, v) ? buildChecked<IntTupleType>(ctx, v)
                                              : buildChecked<StrideType>(ctx, v);
  case 1:
    return buildChecked<LayoutType>(ctx, v);
  case 2:
    return buildChecked<SwizzleType>(ctx, v);
  case 3:
    return buildChecked<ComposedLayoutType>(ctx, v);
  case 4:
    return buildChecked<TileType>(ctx, v);
  default:
    return IntegerType::get(ctx, 1);
  }
}

} // namespace cute::dialect
