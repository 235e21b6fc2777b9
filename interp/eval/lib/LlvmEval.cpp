//===- LlvmEval.cpp - printf through the llvm dialect ---------------------===//
//
// What hand-written test programs use to print integers (NVIDIA's cute_ir
// integration tests among them): llvm.mlir.addressof of a constant global
// string, llvm.getelementptr to a byte of it, and llvm.call @printf of that
// format with integer arguments. printf's conversions run through the C
// library's snprintf, one conversion at a time, so the bytes are what the
// compiled program prints. Anything else of the llvm dialect is refused.
//
//===----------------------------------------------------------------------===//
#include "Machine.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace mlir;

namespace cute::eval {

namespace {

/// The C-level argument a printf conversion reads.
enum class ArgKind { Int, Long, None };

/// The argument kind of a conversion spec such as "%5lld": none for `%%`,
/// nothing for a conversion the interpreter does not format.
std::optional<ArgKind> argKindOf(StringRef spec) {
  char conv = spec.back();
  if (conv == '%')
    return ArgKind::None;
  if (!StringRef("diuxXoc").contains(conv))
    return std::nullopt;
  return spec.contains('l') || spec.contains('j') || spec.contains('z') ? ArgKind::Long
                                                                        : ArgKind::Int;
}

/// One integer conversion formatted as C would: `value` passed as int or
/// long long.
std::string formatOne(StringRef spec, ArgKind kind, const Int &value) {
  std::string fmt = spec.str();
  char buf[128];
  int n = kind == ArgKind::Long
              ? std::snprintf(buf, sizeof buf, fmt.c_str(), (long long)value.sext())
              : std::snprintf(buf, sizeof buf, fmt.c_str(), int(value.sext()));
  return std::string(buf, n < 0 ? 0 : std::min<size_t>(size_t(n), sizeof buf - 1));
}

/// The end of the conversion spec starting at `fmt[i] == '%'`.
size_t specEnd(StringRef fmt, size_t i) {
  size_t j = i + 1;
  while (j < fmt.size() && StringRef("-+ #0123456789.hljzt").contains(fmt[j]))
    ++j;
  return std::min(j + 1, fmt.size());
}

} // namespace

/// printf(format, args...): the bytes printed, or an error naming the
/// conversion that cannot be formatted.
FailureOr<std::vector<RtValue>> Machine::printfArguments(Operation *op, ValueRange values) {
  std::vector<RtValue> args;
  for (Value v : values) {
    // A float is kept as its bits; the GPU's printf would promote it to f64.
    if (isa<FloatType>(v.getType()))
      return op->emitError("the interpreter prints integers and strings only, not ")
             << v.getType() << " (convert it with arith.fptosi)";
    args.push_back(get(v));
  }
  return args;
}

FailureOr<std::string> formatPrintf(Operation *op, StringRef fmt, ArrayRef<RtValue> args) {
  std::string out;
  size_t next = 0;
  for (size_t i = 0; i < fmt.size();) {
    if (fmt[i] != '%') {
      out += fmt[i++];
      continue;
    }
    size_t end = specEnd(fmt, i);
    StringRef spec = fmt.slice(i, end);
    std::optional<ArgKind> kind = argKindOf(spec);
    if (!kind)
      return op->emitError("the interpreter's printf does not format '") << spec << "'";
    if (*kind == ArgKind::None) {
      out += '%';
    } else if (next == args.size() || !std::holds_alternative<Int>(args[next])) {
      return op->emitError("printf conversion '") << spec << "' has no integer argument";
    } else {
      out += formatOne(spec, *kind, std::get<Int>(args[next++]));
    }
    i = end;
  }
  return out;
}

namespace {

/// The bytes of the constant global string `name` (to its first NUL).
FailureOr<std::shared_ptr<const std::string>> globalBytes(Machine &m, Operation *op,
                                                          StringRef name) {
  std::shared_ptr<const std::string> &bytes = m.globalString(name);
  if (bytes)
    return bytes;
  auto global = SymbolTable::lookupNearestSymbolFrom<LLVM::GlobalOp>(
      op, StringAttr::get(op->getContext(), name));
  auto text = global ? dyn_cast_or_null<StringAttr>(global.getValueOrNull()) : StringAttr();
  if (!global || !global.getConstant() || !text)
    return op->emitError("the interpreter addresses only constant global strings, not @") << name;
  bytes = std::make_shared<const std::string>(text.getValue().str());
  return bytes;
}

/// llvm.getelementptr into a constant string: the byte offset of constant
/// indices over i8 ([i]) or an array of i8 ([i, j]).
FailureOr<int64_t> byteOffset(LLVM::GEPOp gep) {
  ArrayRef<int32_t> indices = gep.getRawConstantIndices();
  Type elem = gep.getElemType();
  if (gep.getDynamicIndices().empty()) {
    if (elem.isInteger(8) && indices.size() == 1)
      return int64_t(indices[0]);
    auto array = dyn_cast<LLVM::LLVMArrayType>(elem);
    if (array && array.getElementType().isInteger(8) && indices.size() == 2)
      return int64_t(indices[0]) * int64_t(array.getNumElements()) + indices[1];
  }
  return gep.emitError("the interpreter supports llvm.getelementptr only with constant indices "
                       "into i8 or an array of i8");
}

} // namespace

/// The C string `s` points to, up to its NUL.
static StringRef cString(const CString &s) {
  return StringRef(*s.bytes).drop_front(s.offset).take_until([](char c) { return !c; });
}

/// llvm.call of printf (a constant format), getenv or atoi: the C library
/// functions cute IR's host code calls.
LogicalResult Machine::callLibc(LLVM::CallOp call) {
  std::optional<StringRef> callee = call.getCallee();
  const auto *first =
      call.getNumOperands() ? std::get_if<CString>(&get(call.getOperand(0))) : nullptr;
  if (!callee || !first || (*callee != "printf" && *callee != "getenv" && *callee != "atoi"))
    return call.emitError("the interpreter calls only printf (with a constant format), getenv "
                          "and atoi through llvm.call");
  if (!first->bytes)
    return call.emitError("@") << *callee << " of a null pointer";
  if (*callee == "getenv") {
    const char *value = std::getenv(cString(*first).str().c_str());
    set(call.getResult(),
        value ? CString{std::make_shared<const std::string>(value, std::strlen(value) + 1), 0}
              : CString{});
    return success();
  }
  if (*callee == "atoi") {
    set(call.getResult(), Int::of(std::atoi(cString(*first).str().c_str()), 32));
    return success();
  }
  FailureOr<std::vector<RtValue>> args = printfArguments(call, call.getOperands().drop_front());
  if (failed(args))
    return failure();
  FailureOr<std::string> printed = formatPrintf(call, cString(*first), *args);
  if (failed(printed))
    return failure();
  output() << *printed;
  if (call.getNumResults())
    set(call.getResult(), Int::of(int64_t(printed->size()), 32));
  return success();
}

LogicalResult Machine::executeLlvm(Operation *op) {
  if (auto addr = dyn_cast<LLVM::AddressOfOp>(op)) {
    FailureOr<std::shared_ptr<const std::string>> bytes =
        globalBytes(*this, op, addr.getGlobalName());
    if (failed(bytes))
      return failure();
    set(addr.getResult(), CString{*bytes, 0});
    return success();
  }
  if (auto gep = dyn_cast<LLVM::GEPOp>(op)) {
    const auto *base = std::get_if<CString>(&get(gep.getBase()));
    if (!base)
      return gep.emitError(
          "the interpreter supports llvm.getelementptr only into constant strings");
    FailureOr<int64_t> offset = byteOffset(gep);
    if (failed(offset))
      return failure();
    int64_t at = int64_t(base->offset) + *offset;
    if (at < 0 || uint64_t(at) > base->bytes->size())
      return gep.emitError("llvm.getelementptr goes outside its constant string");
    set(gep.getResult(), CString{base->bytes, uint64_t(at)});
    return success();
  }
  if (auto call = dyn_cast<LLVM::CallOp>(op))
    return callLibc(call);
  return unsupported(op);
}

} // namespace cute::eval
