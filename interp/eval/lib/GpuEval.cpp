//===- GpuEval.cpp - gpu kernels, thread by thread ------------------------===//
//
// gpu.launch_func runs the gpu.func it names once per thread: blocks in
// order (x fastest, then y, then z), and in each block its threads in the
// same order, each to completion, so a kernel's output is its threads'
// output by block, then thread. gpu.thread_id / block_id / block_dim /
// grid_dim read the running thread's indices; gpu.printf prints like
// printf. A launch configuration CUDA refuses is an error, as on a GPU.
//
// Not yet executed: gpu.barrier (threads would have to step to it
// together), async launches, clusters and dynamic shared memory; each is a
// diagnostic.
//
//===----------------------------------------------------------------------===//
#include "Machine.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/SymbolTable.h"

namespace cute::eval {

using namespace mlir;

namespace {

using Dim3 = std::array<int64_t, 3>;

/// CUDA's limits on a launch: every extent at least 1; at most 1024
/// threads in a block, 1024 in x and y and 64 in z; at most 2^31 - 1 blocks
/// in x and 65535 in y and z. Empty when `grid`/`block` satisfy them.
std::string launchConfigurationError(const Dim3 &grid, const Dim3 &block) {
  const Dim3 maxBlock{1024, 1024, 64}, maxGrid{(int64_t(1) << 31) - 1, 65535, 65535};
  for (int d = 0; d < 3; ++d) {
    if (grid[d] < 1 || block[d] < 1)
      return "every grid and block extent must be at least 1";
    if (block[d] > maxBlock[d])
      return "block extent " + std::to_string(d) + " exceeds " + std::to_string(maxBlock[d]);
    if (grid[d] > maxGrid[d])
      return "grid extent " + std::to_string(d) + " exceeds " + std::to_string(maxGrid[d]);
  }
  if (block[0] * block[1] * block[2] > 1024)
    return "a block has more than 1024 threads";
  return "";
}

std::string dim3Text(const Dim3 &d) {
  return "(" + std::to_string(d[0]) + ", " + std::to_string(d[1]) + ", " + std::to_string(d[2]) +
         ")";
}

/// Calls `f` for every index of the 3-d extent `e`, x fastest.
LogicalResult forEachIndex(const Dim3 &e, function_ref<LogicalResult(const Dim3 &)> f) {
  Dim3 i{};
  for (i[2] = 0; i[2] < e[2]; ++i[2])
    for (i[1] = 0; i[1] < e[1]; ++i[1])
      for (i[0] = 0; i[0] < e[0]; ++i[0])
        if (failed(f(i)))
          return failure();
  return success();
}

/// The dimension a gpu index op reads, as 0, 1, 2.
int dimensionOf(gpu::Dimension d) {
  return d == gpu::Dimension::x ? 0 : d == gpu::Dimension::y ? 1 : 2;
}

} // namespace

/// gpu.launch_func: runs the kernel for every block and thread (see the
/// file comment); its operands are the kernel's arguments.
static LogicalResult launch(Machine &m, gpu::LaunchFuncOp op) {
  if (m.gpuThread())
    return op.emitError("a kernel cannot launch a kernel here (no dynamic parallelism)");
  if (op.getAsyncToken() || !op.getAsyncDependencies().empty() || op.hasClusterSize() ||
      op.getDynamicSharedMemorySize())
    return op.emitError("the interpreter runs synchronous launches without clusters or dynamic "
                        "shared memory only");
  auto kernel = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(op, op.getKernel());
  if (!kernel)
    return op.emitError("no gpu.func ") << op.getKernel() << " to launch";
  gpu::KernelDim3 g = op.getGridSizeOperandValues(), b = op.getBlockSizeOperandValues();
  GpuThread t;
  t.gridDim = {m.getInt(g.x).sext(), m.getInt(g.y).sext(), m.getInt(g.z).sext()};
  t.blockDim = {m.getInt(b.x).sext(), m.getInt(b.y).sext(), m.getInt(b.z).sext()};
  if (std::string why = launchConfigurationError(t.gridDim, t.blockDim); !why.empty())
    return op.emitError("invalid launch configuration: blocks in ")
           << dim3Text(t.gridDim) << " threads in " << dim3Text(t.blockDim) << ": " << why;
  std::vector<RtValue> args;
  for (Value v : op.getKernelOperands())
    args.push_back(m.get(v));
  return forEachIndex(t.gridDim, [&](const Dim3 &block) {
    t.blockId = block;
    return forEachIndex(t.blockDim, [&](const Dim3 &thread) {
      t.threadId = thread;
      return m.runAsThread(t, [&] { return m.call(kernel, args, op); });
    });
  });
}

/// gpu.thread_id / block_id / block_dim / grid_dim of the running thread.
static LogicalResult readIndex(Machine &m, Operation *op, gpu::Dimension d) {
  const GpuThread *t = m.gpuThread();
  if (!t)
    return op->emitError("'") << op->getName() << "' runs outside a kernel";
  int i = dimensionOf(d);
  int64_t v = isa<gpu::ThreadIdOp>(op)   ? t->threadId[i]
              : isa<gpu::BlockIdOp>(op)  ? t->blockId[i]
              : isa<gpu::BlockDimOp>(op) ? t->blockDim[i]
                                         : t->gridDim[i];
  m.set(op->getResult(0), Int::of(v, 64));
  return success();
}

LogicalResult Machine::executeGpu(Operation *op, bool &handled) {
  handled = true;
  if (auto launchOp = dyn_cast<gpu::LaunchFuncOp>(op))
    return launch(*this, launchOp);
  if (auto id = dyn_cast<gpu::ThreadIdOp>(op))
    return readIndex(*this, op, id.getDimension());
  if (auto id = dyn_cast<gpu::BlockIdOp>(op))
    return readIndex(*this, op, id.getDimension());
  if (auto dim = dyn_cast<gpu::BlockDimOp>(op))
    return readIndex(*this, op, dim.getDimension());
  if (auto dim = dyn_cast<gpu::GridDimOp>(op))
    return readIndex(*this, op, dim.getDimension());
  if (auto printf = dyn_cast<gpu::PrintfOp>(op)) {
    std::vector<RtValue> args;
    for (Value v : printf.getArgs())
      args.push_back(get(v));
    FailureOr<std::string> text = formatPrintf(op, printf.getFormat(), args);
    if (failed(text))
      return failure();
    output() << *text;
    return success();
  }
  if (isa<gpu::BarrierOp>(op))
    return op->emitError("the interpreter does not execute 'gpu.barrier' yet: it runs a block's "
                         "threads one after another");
  if (isa<gpu::GPUModuleOp>(op))
    return success(); // kernels run only when launched
  handled = false;
  return success();
}

} // namespace cute::eval
