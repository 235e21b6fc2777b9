//===- ProgramWriter.cpp - A Program as cute IR text, in its three forms -===//
//
// Inputs are `cute.static` (or `cute.make_swizzle`) when all their leaves
// are static in the form written, and otherwise built by the constructors
// from integers: make_int_tuple/make_shape/make_stride/make_coord/make_tile,
// make_layout (or make_layout_raw) and make_composed_layout (or its raw
// form), the spelling drawn per input so that both are run. Ops are
// written in MLIR's generic form, so one writer serves every op; every
// result is printed.
//
//===----------------------------------------------------------------------===//
#include "Leaves.h"
#include "ProgramBuilder.h"
#include "cute-oracle/Fuzz/Program.h"

#include "cute-oracle/core/Operations.h"
#include "cute-oracle/core/Text.h"

#include <algorithm>
#include <set>

namespace cute::fuzz {

using core::IntTuple;

const char *mnemonic(Kind k) {
  switch (k) {
  case Kind::IntTuple:
    return "int_tuple";
  case Kind::Shape:
    return "shape";
  case Kind::Stride:
    return "stride";
  case Kind::Coord:
    return "coord";
  case Kind::Tile:
    return "tile";
  case Kind::Layout:
    return "layout";
  case Kind::ComposedLayout:
    return "composed_layout";
  case Kind::Swizzle:
    return "swizzle";
  case Kind::Bool:
    return "bool";
  }
  return "?";
}

bool isIntTupleKind(Kind k) {
  return k == Kind::IntTuple || k == Kind::Shape || k == Kind::Stride || k == Kind::Coord;
}

const char *formName(Form f) {
  switch (f) {
  case Form::Static:
    return "static";
  case Form::Constants:
    return "constants";
  case Form::Arguments:
    return "arguments";
  }
  return "?";
}

std::vector<int64_t> Program::witness() const {
  std::vector<int64_t> out;
  for (const Node &n : nodes) {
    std::vector<IntTuple> leaves = valueLeaves(n.witness());
    for (size_t i = 0; i < n.dynamic.size(); ++i)
      if (n.dynamic[i])
        out.push_back(leaves[i].value());
  }
  return out;
}

size_t Program::numDynamicLeaves() const {
  size_t k = 0;
  for (const Node &n : nodes)
    k += std::count(n.dynamic.begin(), n.dynamic.end(), true);
  return k;
}

namespace {

std::string typeText(Kind k, const core::Value &type) {
  if (k == Kind::Bool)
    return "i1";
  return std::string("!cute.") + mnemonic(k) + "<\"" + core::print(type) + "\">";
}

/// An integer result (get_scalars) is i64 for a static leaf and the leaf's
/// width for a `?`, as the op infers it.
std::string resultTypeText(const Result &r, Form form) {
  const core::Value &v = form == Form::Static ? r.witness : r.type;
  if (!r.scalar)
    return typeText(r.kind, v);
  const IntTuple &leaf = std::get<IntTuple>(v);
  return "i" + std::to_string(leaf.isDynamic() ? leaf.value() : 64);
}

std::string join(const std::vector<std::string> &parts) {
  std::string out;
  for (const std::string &s : parts)
    out += (out.empty() ? "" : ", ") + s;
  return out;
}

const char *tupleConstructor(Kind k) {
  switch (k) {
  case Kind::Shape:
    return "make_shape";
  case Kind::Stride:
    return "make_stride";
  case Kind::Coord:
    return "make_coord";
  case Kind::Tile:
    return "make_tile";
  default:
    return "make_int_tuple";
  }
}

} // namespace

InputSpelling inputSpelling(const Node &n, Form form) {
  InputSpelling s;
  s.dynamic = form != Form::Static &&
              std::find(n.dynamic.begin(), n.dynamic.end(), true) != n.dynamic.end();
  // The raw spellings take int_tuples, which hold no scaled basis.
  std::vector<IntTuple> leaves = valueLeaves(s.dynamic ? n.type() : n.witness());
  s.raw = n.rawSpelling && std::none_of(leaves.begin(), leaves.end(),
                                        [](const IntTuple &l) { return l.isBasis(); });
  if (n.kind() == Kind::Swizzle && s.raw)
    s.op = "make_swizzle";
  else if (!s.dynamic)
    s.op = "static";
  else if (n.kind() == Kind::Layout)
    s.op = s.raw ? "make_layout_raw" : "make_layout";
  else if (n.kind() == Kind::ComposedLayout)
    s.op = s.raw ? "make_composed_layout_raw" : "make_composed_layout";
  else
    s.op = tupleConstructor(n.kind());
  return s;
}

namespace {

/// `cute.make_swizzle<B, M, S>`, without its type.
std::string makeSwizzle(const core::Swizzle &s) {
  return "cute.make_swizzle<" + std::to_string(s.bits) + ", " + std::to_string(s.base) + ", " +
         std::to_string(s.shift) + ">";
}

/// Writes func @case line by line.
class Writer {
public:
  Writer(const Program &p, Form form, const std::vector<int64_t> &valuation, std::string name)
      : p(p), form(form), values(valuation.empty() ? p.witness() : valuation),
        intT("i" + std::to_string(p.width)), function(std::move(name)) {}

  /// The evaluation kernel of node `x` (see writeEvalKernel): the nodes
  /// without their prints, then layout_eval of `x` stored leaf by leaf.
  std::string writeEval(size_t x, int64_t span, size_t leavesPerEval) {
    prints = false;
    calls = false;
    size_t k = p.numDynamicLeaves();
    emit("%bid = gpu.block_id x");
    emit("%bdim = gpu.block_dim x");
    emit("%tid = gpu.thread_id x");
    emit("%first = arith.muli %bid, %bdim : index");
    emit("%g = arith.addi %first, %tid : index");
    emit("%span = arith.constant " + std::to_string(span) + " : index");
    emit("%total = arith.muli %n, %span : index");
    emit("%live = arith.cmpi ult, %g, %total : index");
    std::string header = body;
    body.clear();
    emit("%v = arith.divui %g, %span : index");
    emit("%k = arith.remui %g, %span : index");
    emit("%nk = arith.constant " + std::to_string(k) + " : index");
    emit("%row = arith.muli %v, %nk : index");
    for (size_t i = 0; i < k; ++i) {
      std::string at = fresh(), wide = fresh();
      emit(at + " = arith.addi %row, " + constantIndex(int64_t(i)) + " : index");
      emit(wide + " = memref.load %in[" + at + "] : memref<?xi64>");
      emit("%a" + std::to_string(i) + " = " +
           (p.width == 64 ? "arith.addi " + wide + ", " + constantI64(0) + " : i64"
                          : "arith.trunci " + wide + " : i64 to " + intT));
    }
    for (size_t i = 0; i < p.nodes.size(); ++i)
      writeNode(i);
    storeEvaluation(x, leavesPerEval);
    std::string inner = body;
    body = header + "  scf.if %live {\n" + indented(inner) + "  }\n";
    return "gpu.func @" + function +
           "(%in: memref<?xi64>, %out: memref<?xi64>, %n: index) kernel {\n" + body +
           "  gpu.return\n}\n";
  }

  /// The host function computing what writeEval's kernel stores for one
  /// valuation: the nodes without their prints, then layout_eval(k, x)
  /// printed for k in [0, span).
  std::string writeEvalReference(size_t x, int64_t span) {
    prints = false;
    calls = false;
    for (size_t i = 0; i < p.nodes.size(); ++i)
      writeNode(i);
    writeLoop(x, span);
    return wrapped(false);
  }

  /// The function: a func.func and the functions it passes values
  /// through, or for `kernel` a gpu.func kernel (which calls none).
  std::string write(bool kernel = false) {
    calls = !kernel;
    for (size_t i = 0; i < p.nodes.size(); ++i)
      writeNode(i);
    return wrapped(kernel) + callees;
  }

private:
  /// The function around the body written so far.
  std::string wrapped(bool kernel) {
    std::vector<std::string> params;
    if (form == Form::Arguments)
      for (size_t i = 0, n = p.numDynamicLeaves(); i < n; ++i)
        params.push_back("%a" + std::to_string(i) + ": " + intT);
    if (kernel)
      return "gpu.func @" + function + "(" + join(params) + ") kernel {\n" + body +
             "  gpu.return\n}\n";
    return "func.func @" + function + "(" + join(params) + ") {\n" + body + "  return\n}\n";
  }

  void emit(const std::string &line) { body += "  " + line + "\n"; }
  std::string fresh() { return "%t" + std::to_string(counter++); }
  static std::string name(size_t i) { return "%v" + std::to_string(i); }

  /// The next run-time scalar: an argument, or a constant of the valuation.
  std::string scalar() {
    size_t i = nextValue++;
    if (form == Form::Arguments)
      return "%a" + std::to_string(i);
    std::string c = fresh();
    emit(c + " = arith.constant " + std::to_string(values.at(i)) + " : " + intT);
    return c;
  }

  /// `result = cute.op(scalars) : (iW...) -> T` filling the `?` leaves of `type`.
  void construct(const std::string &result, const char *op, Kind k, const core::Value &type) {
    std::vector<std::string> operands, types;
    for (const IntTuple &leaf : valueLeaves(type))
      if (leaf.isDynamic() || leaf.isDynamicBasis()) {
        operands.push_back(scalar());
        types.push_back(intT);
      }
    emit(result + " = cute." + op + "(" + join(operands) + ") : (" + join(types) + ") -> " +
         typeText(k, type));
  }

  /// A layout from a shape and a stride (make_layout), or from two
  /// int_tuples (make_layout_raw).
  void layout(const std::string &result, const core::Layout &type, bool raw) {
    Kind shapeK = raw ? Kind::IntTuple : Kind::Shape;
    Kind strideK = raw ? Kind::IntTuple : Kind::Stride;
    std::string s = fresh(), d = fresh();
    construct(s, tupleConstructor(shapeK), shapeK, type.shape);
    construct(d, tupleConstructor(strideK), strideK, type.stride);
    emit(result + " = cute." + (raw ? "make_layout_raw" : "make_layout") + "(" + s + ", " + d +
         ") : (" + typeText(shapeK, type.shape) + ", " + typeText(strideK, type.stride) +
         ") -> " + typeText(Kind::Layout, type));
  }

  void composed(const std::string &result, const core::ComposedLayout &type, bool raw) {
    std::string inner = fresh(), innerT;
    if (const auto *l = std::get_if<core::Layout>(&type.inner)) {
      layout(inner, *l, raw);
      innerT = typeText(Kind::Layout, *l);
    } else {
      // The other spelling builds the swizzle too, as a kernel does.
      const auto &s = std::get<core::Swizzle>(type.inner);
      innerT = typeText(Kind::Swizzle, s);
      emit(inner + " = " + (raw ? makeSwizzle(s) : "cute.static") + " : " + innerT);
    }
    std::string off = fresh(), outer = fresh();
    construct(off, "make_int_tuple", Kind::IntTuple, type.offset);
    layout(outer, type.outer, raw);
    std::string offT = typeText(Kind::IntTuple, type.offset);
    std::string outerT = typeText(Kind::Layout, type.outer);
    std::string resultT = typeText(Kind::ComposedLayout, type);
    if (raw)
      emit(result + " = cute.make_composed_layout_raw(" + outer + ", " + inner + ", " + off +
           ") : (" + outerT + ", " + innerT + ", " + offT + ") -> " + resultT);
    else
      emit(result + " = cute.make_composed_layout(" + inner + ", " + off + ", " + outer +
           ") : (" + innerT + ", " + offT + ", " + outerT + ") -> " + resultT);
  }

  void writeInput(size_t i, const Node &n) {
    InputSpelling spelling = inputSpelling(n, form);
    bool dynamic = spelling.dynamic, raw = spelling.raw;
    const core::Value &type = dynamic ? n.type() : n.witness();
    std::string t = typeText(n.kind(), type);
    if (n.kind() == Kind::Swizzle && raw) {
      emit(name(i) + " = " + makeSwizzle(std::get<core::Swizzle>(type)) + " : " + t);
    } else if (!dynamic) {
      emit(name(i) + " = cute.static : " + t);
    } else if (n.kind() == Kind::Layout) {
      layout(name(i), std::get<core::Layout>(type), raw);
    } else if (n.kind() == Kind::ComposedLayout) {
      composed(name(i), std::get<core::ComposedLayout>(type), raw);
    } else {
      construct(name(i), spelling.op, n.kind(), type);
    }
    if (prints)
      emit("cute.print(" + name(i) + ") : " + t);
  }

  /// make_atom and make_tiled_mma/copy of a tiled atom; its name.
  std::string tiledAtom(size_t i, const TiledAtomTypes &t) {
    std::string atom = name(i) + "_atom", tiled = name(i) + "_tiled";
    emit(atom + " = cute.make_atom : " + t.atom);
    emit(tiled + " = cute." + (t.isMma() ? "make_tiled_mma(" : "make_tiled_copy(") + atom +
         ") : " + t.atom + " -> " + t.tiled);
    return tiled;
  }

  void writeOp(size_t i, const Node &n) {
    std::vector<std::string> operands, operandTypes, resultTypes;
    if (n.tiledAtom) {
      std::string tiled = tiledAtom(i, *n.tiledAtom);
      operands.push_back(n.readsAtom ? name(i) + "_atom" : tiled);
      operandTypes.push_back(n.readsAtom ? n.tiledAtom->atom : n.tiledAtom->tiled);
    }
    for (size_t o : n.operands) {
      operands.push_back(name(o));
      operandTypes.push_back(resultTypeText(p.nodes[o].results[0], form));
    }
    for (const Result &r : n.results)
      resultTypes.push_back(resultTypeText(r, form));
    bool call = calls && n.passedThroughCall;
    std::string lhs = name(i) + (call ? "_arg" : "") +
                      (n.results.size() > 1 ? ":" + std::to_string(n.results.size()) : "");
    emit(lhs + " = \"cute." + n.op + "\"(" + join(operands) + ")" +
         (n.attrs.empty() ? "" : " " + n.attrs) + " : (" + join(operandTypes) + ") -> (" +
         join(resultTypes) + ")");
    if (call)
      passThroughCall(i, resultTypes[0]);
    for (size_t k = 0; prints && k < n.results.size(); ++k)
      emit("cute.print(" + name(i) + (n.results.size() > 1 ? "#" + std::to_string(k) : "") +
           ") : " + resultTypes[k]);
    if (prints && n.table)
      emit("cute.print(" + name(i) + ") : " + resultTypes[0] + " {table}");
    if (prints && n.loop > 0)
      writeLoop(i, n.loop);
  }

  /// name(i) = the result of calling a new function that returns its
  /// argument, name(i)_arg of type `t`; the function goes to `callees`.
  void passThroughCall(size_t i, const std::string &t) {
    std::string callee = "@" + function + "_pass" + std::to_string(i);
    emit(name(i) + " = func.call " + callee + "(" + name(i) + "_arg) : (" + t + ") -> " + t);
    callees += "func.func private " + callee + "(%x: " + t + ") -> " + t + " {\n  return %x : " +
               t + "\n}\n";
  }

  /// for k in [0, count): print layout_eval(k, result of node i).
  void writeLoop(size_t i, int64_t count) {
    const Node &n = p.nodes[i];
    std::string lb = fresh(), ub = fresh(), step = fresh(), k = fresh(), ki = fresh(),
                c = fresh(), e = fresh();
    std::string layoutT = resultTypeText(n.results[0], form);
    std::string coordT = typeText(Kind::Coord, IntTuple::dynamic(p.width));
    core::Value layoutType = form == Form::Static ? n.witness() : n.type();
    core::Value evalType = *core::operation::layout_eval({IntTuple::dynamic(p.width), layoutType});
    std::string evalT = typeText(Kind::IntTuple, evalType);
    emit(lb + " = arith.constant 0 : index");
    emit(ub + " = arith.constant " + std::to_string(count) + " : index");
    emit(step + " = arith.constant 1 : index");
    emit("scf.for " + k + " = " + lb + " to " + ub + " step " + step + " {");
    emit("  " + ki + " = arith.index_cast " + k + " : index to " + intT);
    emit("  " + c + " = cute.make_coord(" + ki + ") : (" + intT + ") -> " + coordT);
    emit("  " + e + " = cute.layout_eval(" + c + ", " + name(i) + ") : (" + coordT + ", " +
         layoutT + ") -> " + evalT);
    emit("  cute.print(" + e + ") : " + evalT);
    emit("}");
  }

  std::string constantIndex(int64_t v) {
    std::string c = fresh();
    emit(c + " = arith.constant " + std::to_string(v) + " : index");
    return c;
  }
  std::string constantI64(int64_t v) {
    std::string c = fresh();
    emit(c + " = arith.constant " + std::to_string(v) + " : i64");
    return c;
  }
  /// `lines` (each ending in a newline) indented by two spaces.
  static std::string indented(const std::string &lines) {
    std::string out;
    for (size_t at = 0, end; at < lines.size(); at = end + 1) {
      end = lines.find('\n', at);
      out += "  " + lines.substr(at, end - at + 1);
    }
    return out;
  }

  /// out[(g * leaves) + j] = leaf j of layout_eval(k, node x), as i64.
  void storeEvaluation(size_t x, size_t leaves) {
    const Node &n = p.nodes[x];
    std::string layoutT = resultTypeText(n.results[0], form);
    std::string coordT = typeText(Kind::Coord, IntTuple::dynamic(p.width));
    core::Value evalType = *core::operation::layout_eval({IntTuple::dynamic(p.width), n.type()});
    std::string evalT = typeText(Kind::IntTuple, evalType);
    std::string ki = fresh(), c = fresh(), e = fresh(), s = fresh(), base = fresh();
    emit(ki + " = arith.index_cast %k : index to " + intT);
    emit(c + " = cute.make_coord(" + ki + ") : (" + intT + ") -> " + coordT);
    emit(e + " = cute.layout_eval(" + c + ", " + name(x) + ") : (" + coordT + ", " + layoutT +
         ") -> " + evalT);
    emit(s + (leaves > 1 ? ":" + std::to_string(leaves) : "") + " = cute.get_scalars(" + e +
         ") : " + evalT);
    emit(base + " = arith.muli %g, " + constantIndex(int64_t(leaves)) + " : index");
    std::vector<IntTuple> evalLeaves = valueLeaves(evalType);
    for (size_t j = 0; j < leaves; ++j) {
      std::string leaf = s + (leaves > 1 ? "#" + std::to_string(j) : ""), at = fresh();
      unsigned width = evalLeaves[j].isDynamic() ? unsigned(evalLeaves[j].value()) : 64;
      if (width != 64) {
        std::string wide = fresh();
        emit(wide + " = arith.extsi " + leaf + " : i" + std::to_string(width) + " to i64");
        leaf = wide;
      }
      emit(at + " = arith.addi " + base + ", " + constantIndex(int64_t(j)) + " : index");
      emit("memref.store " + leaf + ", %out[" + at + "] : memref<?xi64>");
    }
  }

  void writeNode(size_t i) {
    const Node &n = p.nodes[i];
    if (n.op.empty())
      writeInput(i, n);
    else
      writeOp(i, n);
  }

  const Program &p;
  Form form;
  std::vector<int64_t> values;
  std::string intT, function, body, callees;
  bool prints = true;
  /// Whether an op result marked passedThroughCall is written so.
  bool calls = true;
  size_t nextValue = 0;
  unsigned counter = 0;
};

} // namespace

std::string writeProgram(const Program &p, Form f, const std::vector<int64_t> &valuation,
                         const std::string &name) {
  return Writer(p, f, valuation, name).write();
}

std::string writeKernel(const Program &p, const std::string &name) {
  return Writer(p, Form::Arguments, {}, name).write(/*kernel=*/true);
}

std::optional<EvalKernel> writeEvalKernel(const Program &p, const std::string &name) {
  std::optional<size_t> x;
  std::optional<int64_t> span;
  for (size_t i = 0; i < p.nodes.size(); ++i)
    if (std::optional<int64_t> s = evaluationSpan(p.nodes[i], p.width)) {
      x = i;
      span = s;
    }
  if (!x)
    return std::nullopt;
  core::Value evalType =
      *core::operation::layout_eval({IntTuple::dynamic(p.width), p.nodes[*x].type()});
  size_t leaves = valueLeaves(evalType).size();
  if (leaves == 0)
    return std::nullopt;
  std::string text = Writer(p, Form::Arguments, {}, name).writeEval(*x, *span, leaves);
  std::string reference = Writer(p, Form::Arguments, {}, "reference").writeEvalReference(*x, *span);
  return EvalKernel{text, reference, *span, leaves};
}

std::string writeBatchMain(const Program &p, const std::vector<BatchCalls> &calls) {
  std::string intT = "i" + std::to_string(p.width), body;
  unsigned counter = 0;
  for (const BatchCalls &c : calls) {
    std::vector<std::string> types;
    if (c.form == Form::Arguments)
      types.assign(p.numDynamicLeaves(), intT);
    for (const std::vector<int64_t> &v : c.valuations) {
      std::vector<std::string> args;
      for (size_t i = 0; i < types.size(); ++i) {
        std::string k = "%c" + std::to_string(counter++);
        body += "  " + k + " = arith.constant " + std::to_string(v.at(i)) + " : " + intT + "\n";
        args.push_back(k);
      }
      body += "  func.call @" + c.function + "(" + join(args) + ") : (" + join(types) + ") -> ()\n";
    }
  }
  return "func.func @main() {\n" + body + "  return\n}\n";
}

std::vector<std::string> cuteOpsIn(const std::string &text) {
  std::set<std::string> ops;
  for (size_t pos = text.find("cute."); pos != std::string::npos; pos = text.find("cute.", pos + 1)) {
    if (pos > 0 && (std::isalnum(text[pos - 1]) || text[pos - 1] == '!' || text[pos - 1] == '#'))
      continue;
    size_t end = pos + 5;
    while (end < text.size() && (std::isalnum(text[end]) || text[end] == '_'))
      ++end;
    ops.insert(text.substr(pos + 5, end - pos - 5));
  }
  return {ops.begin(), ops.end()};
}

} // namespace cute::fuzz
