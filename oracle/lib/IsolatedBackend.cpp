//===- IsolatedBackend.cpp - Run another backend in a child process ------===//
#include "cute-oracle/Oracle/IsolatedBackend.h"

#include "llvm/ADT/StringRef.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace cute::oracle {

namespace {

/// The child's messages on the pipe: 'P' frames carry printed text as it
/// is printed, a final 'R' frame the ok byte and the error. Strings are a
/// 64-bit length followed by the bytes.
void writeAll(int fd, const void *data, size_t n) {
  const char *p = static_cast<const char *>(data);
  while (n > 0) {
    ssize_t k = ::write(fd, p, n);
    if (k < 0 && errno == EINTR)
      continue;
    if (k <= 0)
      return;
    p += k;
    n -= size_t(k);
  }
}

void writeFrame(int fd, char tag, llvm::StringRef text) {
  uint64_t n = text.size();
  writeAll(fd, &tag, 1);
  writeAll(fd, &n, sizeof n);
  writeAll(fd, text.data(), text.size());
}

/// Decodes the child's frames into one RunOutput per finished run ('R'
/// frame); the printed text of an unfinished last run goes to `partial`.
std::vector<RunOutput> decode(const std::string &bytes, RunOutput &partial) {
  std::vector<RunOutput> done;
  size_t pos = 0;
  while (bytes.size() - pos >= 1 + sizeof(uint64_t)) {
    char tag = bytes[pos++];
    uint64_t n;
    std::memcpy(&n, bytes.data() + pos, sizeof n);
    pos += sizeof n;
    if (bytes.size() - pos < n)
      break;
    llvm::StringRef text(bytes.data() + pos, n);
    pos += n;
    if (tag == 'P') {
      partial.printed.append(text.data(), text.size());
    } else if (tag == 'R' && !text.empty()) {
      partial.ok = text[0] != 0;
      partial.error = text.drop_front().str();
      done.push_back(std::move(partial));
      partial = RunOutput();
    }
  }
  return done;
}

/// `out` (what the run printed) marked failed for `why`.
RunOutput failedAfter(RunOutput out, std::string why) {
  out.ok = false;
  out.error = std::move(why);
  return out;
}

RunOutput failed(std::string why) { return failedAfter(RunOutput(), std::move(why)); }

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
  /// including the run that crashed or timed out.
  std::vector<RunOutput> runInChild(llvm::StringRef entry,
                                    llvm::ArrayRef<std::vector<int64_t>> argLists) {
    int fds[2];
    if (::pipe(fds) != 0)
      return {failed(std::string("cannot create a pipe: ") + std::strerror(errno))};
    std::fflush(nullptr);
    pid_t child = ::fork();
    if (child < 0) {
      ::close(fds[0]);
      ::close(fds[1]);
      return {failed(std::string("cannot fork: ") + std::strerror(errno))};
    }
    if (child == 0) {
      ::close(fds[0]);
      // The parent reports a crash; the crash handlers it installed (LLVM's
      // stack dump) would only add noise.
      for (int sig : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP})
        std::signal(sig, SIG_DFL);
      inner->setPrintObserver([&](llvm::StringRef text) { writeFrame(fds[1], 'P', text); });
      for (const std::vector<int64_t> &args : argLists) {
        RunOutput out = inner->run(entry, args);
        writeFrame(fds[1], 'R', std::string(1, char(out.ok)) + out.error);
      }
      ::_exit(0);
    }
    ::close(fds[1]);
    bool timedOut = false;
    std::string bytes = readChild(fds[0], timedOut, argLists.size());
    ::close(fds[0]);
    if (timedOut)
      ::kill(child, SIGKILL);
    int status = 0;
    while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
    }
    RunOutput partial;
    std::vector<RunOutput> outs = decode(bytes, partial);
    if (outs.size() == argLists.size())
      return outs;
    std::string run = inner->name().str() + " run";
    if (timedOut)
      outs.push_back(failedAfter(std::move(partial), run + " did not finish within " +
                                                         std::to_string(timeoutSeconds) +
                                                         " s (killed)"));
    else if (WIFSIGNALED(status))
      outs.push_back(failedAfter(std::move(partial), run + " was killed by signal " +
                                                         std::to_string(WTERMSIG(status)) + " (" +
                                                         ::strsignal(WTERMSIG(status)) + ")"));
    else
      outs.push_back(failedAfter(std::move(partial), run + " exited with status " +
                                                         std::to_string(WEXITSTATUS(status)) +
                                                         " before reporting how it ended"));
    return outs;
  }

  /// Everything the child writes until it closes the pipe, or until the
  /// deadline passes (then `timedOut`): timeoutSeconds per run of the batch.
  std::string readChild(int fd, bool &timedOut, size_t runs) {
    using Clock = std::chrono::steady_clock;
    Clock::time_point deadline = Clock::now() + std::chrono::seconds(timeoutSeconds * runs);
    std::string bytes;
    char buffer[1 << 16];
    while (true) {
      int waitMs = -1;
      if (timeoutSeconds) {
        auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) {
          timedOut = true;
          return bytes;
        }
        waitMs = int(left.count());
      }
      pollfd p{fd, POLLIN, 0};
      int ready = ::poll(&p, 1, waitMs);
      if (ready < 0 && errno == EINTR)
        continue;
      if (ready == 0)
        continue; // the deadline check above ends the wait
      ssize_t k = ::read(fd, buffer, sizeof buffer);
      if (k < 0 && errno == EINTR)
        continue;
      if (k <= 0)
        return bytes;
      bytes.append(buffer, size_t(k));
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
