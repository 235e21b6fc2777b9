//===- GpuEval.cpp - gpu kernels, thread by thread ------------------------===//
//
// gpu.launch_func runs the gpu.func it names once per thread: blocks in
// order (x fastest, then y, then z), and in each block its threads in the
// same order, each to completion, so a kernel's output is its threads'
// output by block, then thread. gpu.thread_id / block_id / block_dim /
// grid_dim read the running thread's indices; gpu.printf prints like
// printf. A launch configuration CUDA refuses is an error, as on a GPU.
//
// In a kernel with gpu.barrier or an atom call (which is collective, see
// AtomEval.cpp) the threads of a block take turns instead:
// each runs, in thread order, until it reaches the barrier; when all have,
// they go on in the same order to the next one. A barrier that some thread
// of the block does not reach (it returned) is an error, as is any thread's
// error; the other threads are then unwound. Each thread runs on its own
// stack (a ucontext fiber) so that it can stop in the middle of its code.
// Under AddressSanitizer every switch of stacks is announced to it
// (__sanitizer_start/finish_switch_fiber), which would otherwise take the
// fibers' frames for stack overflows or leaks.
//
// Not executed: async launches, clusters and dynamic shared memory; each
// is a diagnostic.
//
//===----------------------------------------------------------------------===//
#include "Machine.h"

#include "cute-oracle/Dialect/Cute/CuteAtoms.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "llvm/Support/FormatVariadic.h"

#include <sys/mman.h>
#include <ucontext.h>

#if defined(__SANITIZE_ADDRESS__)
#define CUTE_ASAN_FIBERS 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CUTE_ASAN_FIBERS 1
#endif
#endif
#ifdef CUTE_ASAN_FIBERS
#include <sanitizer/common_interface_defs.h>
#endif

namespace cute::eval {

using namespace mlir;

namespace {

using Dim3 = std::array<int64_t, 3>;

/// CUDA's limits on a launch: every extent at least 1; at most 1024
/// threads in a block, 1024 in x and y and 64 in z; at most 2^31 - 1 blocks
/// in x and 65535 in y and z. Empty when `grid`/`block` satisfy them.
std::string launchConfigurationError(const Dim3 &grid, const Dim3 &block) {
  const Dim3 maxBlock{1024, 1024, 64}, maxGrid{(int64_t(1) << 31) - 1, 65535, 65535};
  const char *axis[3] = {"x", "y", "z"};
  for (int d = 0; d < 3; ++d) {
    if (grid[d] < 1 || block[d] < 1)
      return "every grid and block extent must be at least 1";
    if (block[d] > maxBlock[d])
      return std::string("block ") + axis[d] + " extent " + std::to_string(block[d]) + " exceeds " +
             std::to_string(maxBlock[d]);
    if (grid[d] > maxGrid[d])
      return std::string("grid ") + axis[d] + " extent " + std::to_string(grid[d]) + " exceeds " +
             std::to_string(maxGrid[d]);
  }
  if (block[0] * block[1] * block[2] > 1024)
    return "a block has more than 1024 threads";
  return "";
}

std::string dim3Text(const Dim3 &d) {
  return llvm::formatv("({0}, {1}, {2})", d[0], d[1], d[2]).str();
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

/// Memory a kernel declares for a block (workgroup) or a thread (private):
/// fresh buffers for `attributions`, appended to `args` and freed when this
/// goes out of scope.
class Attributions {
public:
  Attributions(Machine &m) : m(m) {}
  ~Attributions() {
    for (const std::shared_ptr<Buffer> &b : buffers)
      m.release(*b);
  }
  LogicalResult append(Operation *op, ArrayRef<BlockArgument> attributions,
                       std::vector<RtValue> &args) {
    for (BlockArgument a : attributions) {
      FailureOr<std::shared_ptr<Buffer>> b = m.newBuffer(op, cast<MemRefType>(a.getType()), {});
      if (failed(b))
        return failure();
      buffers.push_back(*b);
      args.push_back(Memref::whole(*b));
    }
    return success();
  }

private:
  Machine &m;
  std::vector<std::shared_ptr<Buffer>> buffers;
};

/// Runs `body` as thread `t` of a kernel, then goes back to the host.
static LogicalResult runThread(Machine &m, const GpuThread &t, function_ref<LogicalResult()> body) {
  Machine::ExecutionContext host = m.executionContext(), device = host;
  device.thread = t;
  m.setExecutionContext(device);
  LogicalResult r = body();
  m.setExecutionContext(host);
  return r;
}

/// The stack switches of the fibers, announced to AddressSanitizer; no-ops
/// in a build without it. `fakeStack` keeps the leaving side's fake stack
/// (null when the leaving fiber ends); `bottom`/`size` is the stack entered.
static void startSwitch(void **fakeStack, const void *bottom, size_t size) {
#ifdef CUTE_ASAN_FIBERS
  __sanitizer_start_switch_fiber(fakeStack, bottom, size);
#else
  (void)fakeStack, (void)bottom, (void)size;
#endif
}

/// The switch arrived: `fakeStack` is the entered side's saved fake stack;
/// the stack that was left is stored in `oldBottom`/`oldSize` when given.
static void finishSwitch(void *fakeStack, const void **oldBottom, size_t *oldSize) {
#ifdef CUTE_ASAN_FIBERS
  __sanitizer_finish_switch_fiber(fakeStack, oldBottom, oldSize);
#else
  (void)fakeStack, (void)oldBottom, (void)oldSize;
#endif
}

/// The threads of one block of a kernel that has barriers, each a fiber
/// with its own stack, taking turns (see the file comment).
class BlockOfThreads {
public:
  BlockOfThreads(Machine &m, gpu::GPUFuncOp kernel, const std::vector<RtValue> &args,
                 gpu::LaunchFuncOp launch, const GpuThread &block)
      : m(m), kernel(kernel), args(args), launch(launch), blockIndices(block), own(m) {}
  ~BlockOfThreads() {
    for (Fiber &f : fibers)
      munmap(f.stack, kStackBytes);
  }

  /// Runs every thread to its end; fails when one fails or a barrier is
  /// not reached by all.
  LogicalResult run();
  /// The running thread arrived at `point` (a barrier, or an op the block
  /// runs together with `collective`): lets the others run up to it. Fails
  /// when the block is being unwound.
  LogicalResult arrive(Operation *point, Machine::Collective collective);

private:
  enum class State { Ready, AtBarrier, Done, Failed };
  struct Fiber {
    ucontext_t context;
    void *stack = nullptr;
    State state = State::Ready;
    Machine::ExecutionContext saved;
    /// The kernel's arguments, its block's memory and its own.
    std::vector<RtValue> args;
    /// AddressSanitizer's fake stack of the fiber while it waits.
    void *fakeStack = nullptr;
    /// Where it waits.
    Operation *at = nullptr;
  };
  static constexpr size_t kStackBytes = size_t(8) << 20;

  Machine &m;
  gpu::GPUFuncOp kernel;
  const std::vector<RtValue> &args;
  gpu::LaunchFuncOp launch;
  GpuThread blockIndices;
  /// The threads' private memory.
  Attributions own;
  std::vector<Fiber> fibers;
  ucontext_t scheduler;
  /// The scheduler's stack and fake stack, for AddressSanitizer.
  const void *schedulerBottom = nullptr;
  size_t schedulerSize = 0;
  void *schedulerFakeStack = nullptr;
  size_t current = 0;
  bool unwinding = false;
  Operation *waitingAt = nullptr;
  /// What runs when every thread waits at `waitingAt`; none at a barrier.
  Machine::Collective collective;

  LogicalResult makeFibers();
  /// Sets `f` to start at fiberMain on its stack and to come back here.
  void startAtFiberMain(Fiber &f);
  static void fiberMain();
  /// Resumes fiber `i` until it arrives at a barrier or ends.
  void resume(size_t i);
  /// Resumes the fibers waiting at a barrier so that they fail and unwind.
  void unwind();
  /// Where any thread waits at an atom call, every thread must wait there
  /// (threads at gpu.barrier ops may wait at different ones).
  LogicalResult checkSameCollective();
  /// Every thread waits at `waitingAt`, a collective op: runs it for all.
  LogicalResult runCollective();
  bool any(State s) const {
    return llvm::any_of(fibers, [&](const Fiber &f) { return f.state == s; });
  }
};

/// The block whose fiber is running (fiberMain takes no pointer).
static thread_local BlockOfThreads *runningBlock = nullptr;

LogicalResult BlockOfThreads::makeFibers() {
  std::vector<Dim3> threads;
  (void)forEachIndex(blockIndices.blockDim, [&](const Dim3 &t) {
    threads.push_back(t);
    return success();
  });
  fibers.resize(threads.size());
  for (size_t i = 0; i < threads.size(); ++i) {
    Fiber &f = fibers[i];
    f.stack = mmap(nullptr, kStackBytes, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK, -1, 0);
    if (f.stack == MAP_FAILED) {
      f.stack = nullptr;
      return launch.emitError("cannot allocate the stack of a GPU thread");
    }
    f.args = args;
    if (failed(own.append(launch, kernel.getPrivateAttributions(), f.args)))
      return failure();
    startAtFiberMain(f);
    f.saved = m.executionContext();
    f.saved.thread = blockIndices;
    f.saved.thread->threadId = threads[i];
    f.saved.stackLimit = Machine::stackLimitAbove(static_cast<const char *>(f.stack));
  }
  return success();
}

void BlockOfThreads::startAtFiberMain(Fiber &f) {
  getcontext(&f.context);
  f.context.uc_stack = {f.stack, 0, kStackBytes};
  f.context.uc_link = &scheduler;
  makecontext(&f.context, fiberMain, 0);
}

void BlockOfThreads::fiberMain() {
  BlockOfThreads &b = *runningBlock;
  finishSwitch(nullptr, &b.schedulerBottom, &b.schedulerSize);
  Fiber &f = b.fibers[b.current];
  f.state = succeeded(b.m.call(b.kernel, f.args, b.launch)) ? State::Done : State::Failed;
  // The fiber ends: uc_link returns to the scheduler.
  startSwitch(nullptr, b.schedulerBottom, b.schedulerSize);
}

void BlockOfThreads::resume(size_t i) {
  Machine::ExecutionContext host = m.executionContext();
  current = i;
  fibers[i].state = State::Ready;
  m.setExecutionContext(fibers[i].saved);
  BlockOfThreads *outer = std::exchange(runningBlock, this);
  BlockOfThreads *outerBlock = std::exchange(m.block, this);
  startSwitch(&schedulerFakeStack, fibers[i].stack, kStackBytes);
  swapcontext(&scheduler, &fibers[i].context);
  finishSwitch(schedulerFakeStack, nullptr, nullptr);
  m.block = outerBlock;
  runningBlock = outer;
  m.setExecutionContext(host);
}

LogicalResult BlockOfThreads::arrive(Operation *point, Machine::Collective run) {
  if (unwinding)
    return failure();
  Fiber &f = fibers[current];
  f.state = State::AtBarrier;
  f.saved = m.executionContext();
  f.at = point;
  waitingAt = point;
  collective = std::move(run);
  startSwitch(&f.fakeStack, schedulerBottom, schedulerSize);
  swapcontext(&f.context, &scheduler);
  finishSwitch(f.fakeStack, &schedulerBottom, &schedulerSize);
  return unwinding ? failure() : success();
}

LogicalResult BlockOfThreads::checkSameCollective() {
  for (const Fiber &f : fibers)
    if (f.at != waitingAt && (dialect::isAtomCall(f.at) || dialect::isAtomCall(waitingAt))) {
      Operation *collective = dialect::isAtomCall(f.at) ? f.at : waitingAt;
      return collective->emitError("the threads of block ")
             << dim3Text(blockIndices.blockId) << " wait at different ops: '"
             << collective->getName() << "' is collective, and every thread must reach it";
    }
  return success();
}

LogicalResult BlockOfThreads::runCollective() {
  std::vector<const Frame *> frames;
  for (const Fiber &f : fibers)
    frames.push_back(f.saved.frame);
  return collective(frames);
}

void BlockOfThreads::unwind() {
  unwinding = true;
  for (size_t i = 0; i < fibers.size(); ++i)
    if (fibers[i].state == State::AtBarrier)
      resume(i);
}

LogicalResult BlockOfThreads::run() {
  if (failed(makeFibers()))
    return failure();
  while (true) {
    for (size_t i = 0; i < fibers.size() && !any(State::Failed); ++i)
      if (fibers[i].state == State::Ready || fibers[i].state == State::AtBarrier)
        resume(i);
    if (any(State::Failed)) {
      unwind();
      return failure();
    }
    if (!any(State::AtBarrier))
      return success();
    if (any(State::Done)) {
      unwind();
      return waitingAt->emitError()
             << waitingAt->getName() << " is not reached by every thread of block "
             << dim3Text(blockIndices.blockId) << ": some threads returned before it";
    }
    if (failed(checkSameCollective()) || (collective && failed(runCollective()))) {
      unwind();
      return failure();
    }
  }
}

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
  // Threads that wait for each other (gpu.barrier, atom calls, possibly in
  // a function the kernel calls) take turns.
  bool barriers = kernel
                      .walk([](Operation *op) {
                        return isa<gpu::BarrierOp, CallOpInterface>(op) || dialect::isAtomCall(op)
                                   ? WalkResult::interrupt()
                                   : WalkResult::advance();
                      })
                      .wasInterrupted();
  return forEachIndex(t.gridDim, [&](const Dim3 &block) {
    t.blockId = block;
    std::vector<RtValue> blockArgs = args;
    Attributions shared(m);
    if (failed(shared.append(op, kernel.getWorkgroupAttributions(), blockArgs)))
      return failure();
    if (barriers)
      return BlockOfThreads(m, kernel, blockArgs, op, t).run();
    return forEachIndex(t.blockDim, [&](const Dim3 &thread) {
      t.threadId = thread;
      std::vector<RtValue> threadArgs = blockArgs;
      Attributions own(m);
      if (failed(own.append(op, kernel.getPrivateAttributions(), threadArgs)))
        return failure();
      return runThread(m, t, [&] { return m.call(kernel, threadArgs, op); });
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

LogicalResult Machine::arriveAt(Operation *point, Collective collective) {
  return block->arrive(point, std::move(collective));
}

LogicalResult Machine::executeGpu(Operation *op) {
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
    FailureOr<std::vector<RtValue>> args = printfArguments(op, printf.getArgs());
    if (failed(args))
      return failure();
    FailureOr<std::string> text = formatPrintf(op, printf.getFormat(), *args);
    if (failed(text))
      return failure();
    output() << *text;
    return success();
  }
  if (auto barrier = dyn_cast<gpu::BarrierOp>(op)) {
    if (!block)
      return op->emitError("'gpu.barrier' runs outside a kernel");
    return arriveAt(barrier);
  }
  if (isa<gpu::GPUModuleOp>(op))
    return success(); // kernels run only when launched
  return unsupported(op);
}

} // namespace cute::eval
