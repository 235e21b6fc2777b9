//===- IsolatedBackend.cpp - Run another backend in a child process ------===//
#include "cute-oracle/Oracle/IsolatedBackend.h"
#include "cute-oracle/Oracle/Posix.h"

#include "llvm/ADT/StringRef.h"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <new>
#include <poll.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

namespace cute::oracle {

namespace {

/// The child's frames go to memory shared with the parent, so what a run
/// printed survives the child's crash and costs no system call: 'P' frames
/// carry printed text as it is printed, a final 'R' frame the ok byte and
/// the error. Strings are a 64-bit length followed by the bytes. `used`
/// grows only after a whole frame is written.
struct SharedFrames {
  std::atomic<uint64_t> used;
  /// Set by a child that stopped because a frame did not fit.
  std::atomic<bool> overflow;
  char bytes[1];

  /// The mapping's size: virtual memory, touched only as far as it is used.
  static constexpr size_t mappedSize = size_t(1) << 30;
  static size_t capacity() { return mappedSize - offsetof(SharedFrames, bytes); }

  /// Appends one frame; false when it does not fit.
  bool append(char tag, llvm::StringRef text) {
    uint64_t at = used.load(std::memory_order_relaxed), n = text.size();
    if (capacity() - at < 1 + sizeof n + n)
      return false;
    bytes[at] = tag;
    std::memcpy(bytes + at + 1, &n, sizeof n);
    std::memcpy(bytes + at + 1 + sizeof n, text.data(), n);
    used.store(at + 1 + sizeof n + n, std::memory_order_release);
    return true;
  }
  llvm::StringRef written() const {
    return llvm::StringRef(bytes, used.load(std::memory_order_acquire));
  }
};

/// A SharedFrames mapping, unmapped when it goes out of scope.
class SharedMapping {
public:
  SharedMapping() {
    void *m = ::mmap(nullptr, SharedFrames::mappedSize, PROT_READ | PROT_WRITE,
                     MAP_SHARED | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    frames = m == MAP_FAILED ? nullptr : new (m) SharedFrames{};
  }
  ~SharedMapping() {
    if (frames)
      ::munmap(frames, SharedFrames::mappedSize);
  }
  SharedFrames *frames;
};

/// Decodes the child's frames into one RunOutput per finished run ('R'
/// frame); the printed text of an unfinished last run goes to `partial`.
std::vector<RunOutput> decode(llvm::StringRef bytes, RunOutput &partial) {
  std::vector<RunOutput> done;
  size_t pos = 0;
  while (bytes.size() - pos >= 1 + sizeof(uint64_t)) {
    char tag = bytes[pos++];
    uint64_t n;
    std::memcpy(&n, bytes.data() + pos, sizeof n);
    pos += sizeof n;
    llvm::StringRef text = bytes.substr(pos, n);
    pos += n;
    if (tag == 'P') {
      partial.printed.append(text.data(), text.size());
    } else if (tag == 'R' && !text.empty()) {
      partial.outcome = Outcome(text[0]);
      partial.error = text.drop_front().str();
      done.push_back(std::move(partial));
      partial = RunOutput();
    }
  }
  return done;
}


class IsolatedBackend final : public Backend {
public:
  IsolatedBackend(std::unique_ptr<Backend> inner, unsigned timeoutSeconds)
      : inner(std::move(inner)), timeoutSeconds(timeoutSeconds) {}

  llvm::StringRef name() const override { return inner->name(); }
  mlir::LogicalResult prepare(mlir::ModuleOp module) override { return inner->prepare(module); }

  RunOutput run(llvm::StringRef entry, llvm::ArrayRef<int64_t> args) override {
    std::vector<int64_t> one(args.begin(), args.end());
    return runBatch(entry, {one}).front();
  }

  /// One child runs the batch; when it dies or hangs in run i, run i gets
  /// the reason and a new child goes on with run i+1.
  std::vector<RunOutput> runBatch(llvm::StringRef entry,
                                  llvm::ArrayRef<std::vector<int64_t>> argLists) override {
    std::vector<RunOutput> outs;
    while (outs.size() < argLists.size()) {
      std::vector<RunOutput> part = runInChild(entry, argLists.drop_front(outs.size()));
      outs.insert(outs.end(), std::make_move_iterator(part.begin()),
                  std::make_move_iterator(part.end()));
    }
    return outs;
  }

private:
  /// Runs a prefix of `argLists` in one child: all of them, or up to and
  /// including the run that crashed or timed out, or up to the run whose
  /// output no longer fitted the shared buffer (a new child reruns it).
  std::vector<RunOutput> runInChild(llvm::StringRef entry,
                                    llvm::ArrayRef<std::vector<int64_t>> argLists) {
    SharedMapping shared;
    SharedFrames *frames = shared.frames;
    if (!frames)
      return {RunOutput::refused(std::string("cannot map memory for a child: ") + std::strerror(errno))};
    // The pipe carries nothing: it closes when the child ends.
    int fds[2];
    if (::pipe(fds) != 0)
      return {RunOutput::refused(std::string("cannot create a pipe: ") + std::strerror(errno))};
    std::fflush(nullptr);
    pid_t child = ::fork();
    if (child < 0) {
      ::close(fds[0]);
      ::close(fds[1]);
      return {RunOutput::refused(std::string("cannot fork: ") + std::strerror(errno))};
    }
    if (child == 0)
      runBatchAsChild(fds, *frames, entry, argLists);
    ::close(fds[1]);
    bool timedOut = waitForClose(fds[0], argLists.size());
    ::close(fds[0]);
    if (timedOut)
      ::kill(child, SIGKILL);
    int status = posix::waitForExit(child);
    RunOutput partial;
    std::vector<RunOutput> outs = decode(frames->written(), partial);
    if (outs.size() == argLists.size() || (frames->overflow && !outs.empty()))
      return outs;
    std::string run = inner->name().str() + " run";
    if (frames->overflow)
      partial.stop(Outcome::Refused, run + " printed more than " +
                                         std::to_string(SharedFrames::mappedSize >> 20) +
                                         " MiB (stopped)");
    else if (timedOut)
      partial.stop(Outcome::TimedOut,
                   run + " did not finish within " + std::to_string(timeoutSeconds) + " s (killed)");
    else if (WIFSIGNALED(status))
      partial.stop(Outcome::Crashed,
                   run + " " + killedBySignal(WTERMSIG(status)), WTERMSIG(status));
    else
      partial.stop(Outcome::BadExit,
                   run + " exited with status " + std::to_string(WEXITSTATUS(status)) +
                       " before reporting how it ended",
                   WEXITSTATUS(status));
    outs.push_back(std::move(partial));
    return outs;
  }

  /// The child's side: runs `argLists`, writing frames to `frames`, and exits.
  [[noreturn]] void runBatchAsChild(int fds[2], SharedFrames &frames, llvm::StringRef entry,
                                    llvm::ArrayRef<std::vector<int64_t>> argLists) {
    ::close(fds[0]);
    // The parent reports a crash; the crash handlers it installed (LLVM's
    // stack dump) would only add noise.
    for (int sig : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP})
      std::signal(sig, SIG_DFL);
    auto stopUnlessAppended = [&](char tag, llvm::StringRef text) {
      if (frames.append(tag, text))
        return;
      frames.overflow = true;
      ::_exit(0);
    };
    inner->setPrintObserver([&](llvm::StringRef text) { stopUnlessAppended('P', text); });
    for (const std::vector<int64_t> &args : argLists) {
      RunOutput out = inner->run(entry, args);
      stopUnlessAppended('R', std::string(1, char(out.outcome)) + out.error);
    }
    ::_exit(0);
  }

  /// Waits until the child closes the pipe (it ended), or until the
  /// deadline passes (then true): timeoutSeconds per run of the batch.
  bool waitForClose(int fd, size_t runs) {
    using Clock = std::chrono::steady_clock;
    Clock::time_point deadline = Clock::now() + std::chrono::seconds(timeoutSeconds * runs);
    char buffer[64];
    while (true) {
      int waitMs = -1;
      if (timeoutSeconds) {
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0)
          return true;
        waitMs = int(left.count());
      }
      pollfd p{fd, POLLIN, 0};
      int ready = ::poll(&p, 1, waitMs);
      if (ready < 0 && errno == EINTR)
        continue;
      if (ready == 0)
        continue; // the deadline check above ends the wait
      if (posix::readSome(fd, buffer, sizeof buffer) <= 0)
        return false;
    }
  }

  std::unique_ptr<Backend> inner;
  unsigned timeoutSeconds;
};

} // namespace

std::unique_ptr<Backend> makeIsolatedBackend(std::unique_ptr<Backend> inner,
                                             unsigned timeoutSeconds) {
  return std::make_unique<IsolatedBackend>(std::move(inner), timeoutSeconds);
}

} // namespace cute::oracle
