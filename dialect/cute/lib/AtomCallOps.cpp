//===- AtomCallOps.cpp - mma_atom_call and copy_atom_call ------------------===//
//
// The verifiers of the atom calls (the dialect documents: layout rank, operand rank and
// atom-instance compatibility). Each fragment operand is a rank-1 memref of
// static size holding the atom's element type, as many values as the V mode
// of the atom's (thread, value) layout gives a thread, in the memory the
// instruction reads or writes: registers for MMA fragments of SM80 and for
// ldmatrix destinations, shared memory for SM90 GMMA's A and B, ldmatrix
// sources and cp.async destinations, global or generic memory for cp.async
// sources. The instructions that take an address (ldmatrix, cp.async)
// need that fragment contiguous. SM90 GMMA's A and B are views of the whole
// tiles in shared memory instead, whose static layouts a matrix descriptor
// must read (core/GmmaDescriptor.h).
//
//===----------------------------------------------------------------------===//
#include "VerifyUtils.h"
#include "cute-oracle/Dialect/Cute/CuteAtoms.h"
#include "cute-oracle/Dialect/Cute/CuteOps.h"
#include "cute-oracle/Dialect/CuteNvgpu/CuteNvgpuTypes.h"
#include "cute-oracle/core/Atoms.h"
#include "cute-oracle/core/GmmaDescriptor.h"
#include "cute-oracle/core/LayoutAlgebra.h"
#include "cute-oracle/core/Text.h"
#include "cute-oracle/core/Views.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

using namespace mlir;

namespace cute::dialect {

namespace {

/// Where an atom's instruction reads or writes a fragment.
enum class Place { Registers, Shared, GlobalOrGeneric, Anywhere };

bool isIn(MemorySpace space, Place place) {
  switch (place) {
  case Place::Registers:
    return space == MemorySpace::Generic || space == MemorySpace::Private;
  case Place::Shared:
    return space == MemorySpace::Shared;
  case Place::GlobalOrGeneric:
    return space == MemorySpace::Global || space == MemorySpace::Generic;
  case Place::Anywhere:
    return true;
  }
  return false;
}

StringRef describe(Place place) {
  switch (place) {
  case Place::Registers:
    return "registers (no memory space, 0, or #gpu.address_space<private>)";
  case Place::Shared:
    return "shared memory (memory space 3 or #gpu.address_space<workgroup>)";
  case Place::GlobalOrGeneric:
    return "global or generic memory (no memory space, 0, 1 or #gpu.address_space<global>)";
  case Place::Anywhere:
    return "any memory";
  }
  return "";
}

/// One fragment operand of an atom call and what the atom needs of it.
struct FragmentRule {
  StringRef name;
  Value value;
  char operand;
  Type element;
  Place place;
};

bool isUnitStride(MemRefType type) {
  SmallVector<int64_t> strides;
  int64_t offset;
  return succeeded(type.getStridesAndOffset(strides, offset)) && strides.size() == 1 &&
         strides[0] == 1;
}

/// The values the atom's (thread, value) layout for `operand` gives a
/// thread, or the diagnostic that it cannot be computed.
FailureOr<int64_t> valuesPerThread(Operation *op, Type atom, char operand) {
  core::Result<core::Layout> layout = atomLayoutTVOf(atom, operand);
  if (!layout)
    return op->emitOpError("cannot compute the atom's layout: ") << layout.error().message;
  core::Result<int64_t> values = core::modeSize(*layout, 1);
  if (!values)
    return op->emitOpError("cannot compute the atom's values per thread: ")
           << values.error().message;
  return *values;
}

/// Checks, in order: the operand rank (a rank-1 memref of static size), the
/// element type, the layout rank (the values the atom's layout gives a
/// thread), the memory and contiguity.
LogicalResult checkFragment(Operation *op, Type atom, const FragmentRule &rule) {
  auto type = dyn_cast<MemRefType>(rule.value.getType());
  if (!type || type.getRank() != 1 || !type.hasStaticShape())
    return op->emitOpError("expects `")
           << rule.name
           << "` to be a rank-1 memref of static size (the thread's fragment), but got "
           << rule.value.getType();
  if (type.getElementType() != rule.element)
    return op->emitOpError("expects `") << rule.name << "` to hold the atom's element type "
                                        << rule.element << ", but got " << type;
  FailureOr<int64_t> values = valuesPerThread(op, atom, rule.operand);
  if (failed(values))
    return failure();
  if (type.getDimSize(0) != *values)
    return op->emitOpError("expects `")
           << rule.name << "` to hold the " << *values << " values the atom's layout "
           << core::print(*atomLayoutTVOf(atom, rule.operand)) << " gives a thread, but got "
           << type;
  if (!isIn(memorySpaceOf(type), rule.place))
    return op->emitOpError("expects `")
           << rule.name << "` in " << describe(rule.place) << " for this atom, but got " << type;
  if (llvm::is_contained(addressedFragments(op), rule.value) && !isUnitStride(type))
    return op->emitOpError("expects `") << rule.name
                                        << "` to be contiguous (unit stride): the instruction "
                                           "takes the address of its first value, but got "
                                        << type;
  return success();
}

/// SM90 GMMA's A or B: a view of the `rows` x K tile in shared memory,
/// holding the atom's element type, with a static layout a K-major matrix
/// descriptor reads. Checked in that order.
LogicalResult checkGmmaTile(Operation *op, Type atom, const FragmentRule &rule, int64_t rows) {
  auto view = dyn_cast<ViewType>(rule.value.getType());
  if (!view)
    return op->emitOpError("expects `")
           << rule.name
           << "` to be a !cute.view of its tile in shared memory (SM90 GMMA reads it through "
              "a matrix descriptor), but got "
           << rule.value.getType();
  MemRefType iter = view.getIter();
  if (iter.getElementType() != rule.element)
    return op->emitOpError("expects `") << rule.name << "` to hold the atom's element type "
                                        << rule.element << ", but got " << view;
  if (!isIn(memorySpaceOf(iter), Place::Shared))
    return op->emitOpError("expects `")
           << rule.name << "` in " << describe(Place::Shared) << " for this atom, but got " << view;
  if (!isStaticType(view.getLayout()))
    return op->emitOpError("expects the layout of `")
           << rule.name
           << "` to be static (its matrix descriptor is built when the kernel is compiled), but "
              "got "
           << view.getLayout();
  FailureOr<int64_t> values = valuesPerThread(op, atom, rule.operand);
  if (failed(values))
    return failure();
  core::Value layout = *cuteValue(view.getLayout());
  if (core::viewElements(layout) != *values)
    return op->emitOpError("expects `")
           << rule.name << "` to view the " << *values << " values of the atom's " << rows << "x"
           << *values / rows << " tile, but got " << view;
  core::Result<core::GmmaDescriptor> descriptor = core::gmmaDescriptorK(layout, rows);
  if (!descriptor)
    return op->emitOpError("expects `") << rule.name << "` in a layout a GMMA matrix descriptor "
                                        << "reads, but " << descriptor.error().message;
  return success();
}

LogicalResult checkFragments(Operation *op, Type atom, ArrayRef<FragmentRule> rules) {
  for (const FragmentRule &rule : rules)
    if (failed(checkFragment(op, atom, rule)))
      return failure();
  return success();
}

} // namespace

core::Result<core::Layout> atomLayoutTVOf(Type atom, char operand) {
  if (auto mma = dyn_cast<MmaAtomType>(atom)) {
    std::string member = std::string(1, operand == 'D' ? 'C' : operand) + "Layout";
    return core::atomLayout("MMA_Traits", mma.getCppName(), member);
  }
  return core::atomLayout("Copy_Atom", cast<CopyAtomType>(atom).getCppName(),
                          operand == 'S' ? "ValLayoutSrc" : "ValLayoutDst");
}

MemorySpace memorySpaceOf(MemRefType type) {
  Attribute space = type.getMemorySpace();
  if (!space)
    return MemorySpace::Generic;
  if (auto gpuSpace = dyn_cast<gpu::AddressSpaceAttr>(space)) {
    switch (gpuSpace.getValue()) {
    case gpu::AddressSpace::Global:
      return MemorySpace::Global;
    case gpu::AddressSpace::Workgroup:
      return MemorySpace::Shared;
    case gpu::AddressSpace::Private:
      return MemorySpace::Private;
    }
    return MemorySpace::Other;
  }
  auto number = dyn_cast<IntegerAttr>(space);
  if (!number)
    return MemorySpace::Other;
  switch (number.getInt()) {
  case 0:
    return MemorySpace::Generic;
  case 1:
    return MemorySpace::Global;
  case 3:
    return MemorySpace::Shared;
  case 5:
    return MemorySpace::Private;
  default:
    return MemorySpace::Other;
  }
}

bool isAtomCall(Operation *op) { return isa<MmaAtomCallOp, CopyAtomCallOp>(op); }

SmallVector<Value> addressedFragments(Operation *call) {
  auto copy = dyn_cast<CopyAtomCallOp>(call);
  auto atom = copy ? dyn_cast<CopyAtomType>(copy.getAtom().getType()) : CopyAtomType();
  if (!atom)
    return {};
  if (isa<nvgpu::LdsmAtomType>(atom.getFamily()))
    return {copy.getSrc()};
  if (isa<nvgpu::SimtAsyncCopyAtomType>(atom.getFamily()))
    return {copy.getSrc(), copy.getDst()};
  return {};
}

LogicalResult MmaAtomCallOp::verify() {
  auto atom = dyn_cast<MmaAtomType>(getAtom().getType());
  if (!atom)
    return emitOpError("expects `atom` to be a !cute.mma_atom, but got ") << getAtom().getType();
  FragmentRule d{"D", getD(), 'D', atom.getCType(), Place::Registers},
      a{"A", getA(), 'A', atom.getAType(), Place::Registers},
      b{"B", getB(), 'B', atom.getBType(), Place::Registers},
      c{"C", getC(), 'C', atom.getCType(), Place::Registers};
  if (!isa<nvgpu::Sm90MmaType>(atom.getFamily()))
    return checkFragments(*this, atom, {d, a, b, c});
  // SM90 GMMA (_SS) reads A and B from shared memory through descriptors.
  ArrayRef<int64_t> mnk = atom.getShape_MNK();
  if (failed(checkFragment(*this, atom, d)) || failed(checkGmmaTile(*this, atom, a, mnk[0])) ||
      failed(checkGmmaTile(*this, atom, b, mnk[1])))
    return failure();
  return checkFragment(*this, atom, c);
}

LogicalResult CopyAtomCallOp::verify() {
  auto atom = dyn_cast<CopyAtomType>(getAtom().getType());
  if (!atom)
    return emitOpError("expects `atom` to be a !cute.copy_atom, but got ") << getAtom().getType();
  Type family = atom.getFamily(), value = atom.getValueType();
  // ldmatrix: each thread addresses a 16-byte row of shared memory.
  if (isa<nvgpu::LdsmAtomType>(family))
    return checkFragments(*this, atom,
                          {{"src", getSrc(), 'S', value, Place::Shared},
                           {"dst", getDst(), 'D', value, Place::Registers}});
  // cp.async: global (or generic) memory to shared memory, 16 bytes.
  if (isa<nvgpu::SimtAsyncCopyAtomType>(family))
    return checkFragments(*this, atom,
                          {{"src", getSrc(), 'S', value, Place::GlobalOrGeneric},
                           {"dst", getDst(), 'D', value, Place::Shared}});
  return checkFragments(*this, atom,
                        {{"src", getSrc(), 'S', value, Place::Anywhere},
                         {"dst", getDst(), 'D', value, Place::Anywhere}});
}

} // namespace cute::dialect
