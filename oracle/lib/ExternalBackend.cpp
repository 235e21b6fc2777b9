//===- ExternalBackend.cpp - A user's pipeline as a backend ---------------===//
#include "cute-oracle/Oracle/ExternalBackend.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace cute::oracle {

namespace {

/// Reads both pipes until they close or the deadline passes.
void drain(int outFd, int errFd, unsigned timeoutSeconds, std::string &out, std::string &err,
           bool &timedOut) {
  using Clock = std::chrono::steady_clock;
  Clock::time_point deadline = Clock::now() + std::chrono::seconds(timeoutSeconds);
  pollfd fds[2] = {{outFd, POLLIN, 0}, {errFd, POLLIN, 0}};
  std::string *sinks[2] = {&out, &err};
  int open = 2;
  char buffer[1 << 16];
  while (open > 0) {
    int waitMs = -1;
    if (timeoutSeconds) {
      auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
      if (left.count() <= 0) {
        timedOut = true;
        return;
      }
      waitMs = int(left.count());
    }
    int ready = ::poll(fds, 2, waitMs);
    if (ready < 0 && errno != EINTR)
      return;
    for (int i = 0; i < 2 && ready > 0; ++i) {
      if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
        continue;
      ssize_t k = ::read(fds[i].fd, buffer, sizeof buffer);
      if (k > 0) {
        sinks[i]->append(buffer, size_t(k));
      } else if (k == 0 || errno != EINTR) {
        fds[i].fd = -1;
        --open;
      }
    }
  }
}

/// The last `n` characters of `s`, trimmed of a final newline.
std::string tail(std::string s, size_t n) {
  while (!s.empty() && s.back() == '\n')
    s.pop_back();
  return s.size() > n ? "..." + s.substr(s.size() - n) : s;
}

} // namespace

RunOutput runShellCommand(const std::string &command, unsigned timeoutSeconds) {
  RunOutput out;
  int outPipe[2], errPipe[2];
  if (::pipe(outPipe) != 0 || ::pipe(errPipe) != 0) {
    out.ok = false;
    out.error = std::string("cannot create a pipe: ") + std::strerror(errno);
    return out;
  }
  std::fflush(nullptr);
  pid_t child = ::fork();
  if (child == 0) {
    ::setpgid(0, 0);
    int devNull = ::open("/dev/null", O_RDONLY);
    ::dup2(devNull, 0);
    ::dup2(outPipe[1], 1);
    ::dup2(errPipe[1], 2);
    for (int fd : {outPipe[0], outPipe[1], errPipe[0], errPipe[1], devNull})
      ::close(fd);
    ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char *>(nullptr));
    ::_exit(127);
  }
  ::close(outPipe[1]);
  ::close(errPipe[1]);
  if (child < 0) {
    ::close(outPipe[0]);
    ::close(errPipe[0]);
    out.ok = false;
    out.error = std::string("cannot fork: ") + std::strerror(errno);
    return out;
  }
  std::string err;
  bool timedOut = false;
  drain(outPipe[0], errPipe[0], timeoutSeconds, out.printed, err, timedOut);
  ::close(outPipe[0]);
  ::close(errPipe[0]);
  if (timedOut)
    ::kill(-child, SIGKILL);
  int status = 0;
  while (::waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  if (timedOut) {
    out.ok = false;
    out.error = "did not finish within " + std::to_string(timeoutSeconds) + " s (killed)";
  } else if (WIFSIGNALED(status)) {
    out.ok = false;
    out.error = "was killed by signal " + std::to_string(WTERMSIG(status)) + " (" +
                ::strsignal(WTERMSIG(status)) + ")";
  } else if (WEXITSTATUS(status) != 0) {
    out.ok = false;
    out.error = "exited with status " + std::to_string(WEXITSTATUS(status));
    if (!err.empty())
      out.error += ": " + tail(err, 400);
  }
  return out;
}

namespace {

/// Replaces every `{}` in `command` by `path`.
std::string substitute(std::string command, const std::string &path) {
  for (size_t pos = command.find("{}"); pos != std::string::npos;
       pos = command.find("{}", pos + path.size()))
    command.replace(pos, 2, path);
  return command;
}

class ExternalBackend final : public Backend {
public:
  ExternalBackend(std::string name, std::string command, unsigned timeoutSeconds)
      : backendName(std::move(name)), command(std::move(command)),
        timeoutSeconds(timeoutSeconds) {}
  ~ExternalBackend() override {
    if (path.empty())
      return;
    llvm::sys::DontRemoveFileOnSignal(path);
    llvm::sys::fs::remove(path);
  }

  llvm::StringRef name() const override { return backendName; }

  mlir::LogicalResult prepare(mlir::ModuleOp m) override {
    module = m;
    if (!path.empty())
      return mlir::success();
    llvm::SmallString<128> file;
    if (llvm::sys::fs::createTemporaryFile("cute-external", "mlir", file))
      return m.emitError("cannot create a temporary file for the external backend '")
             << backendName << "'";
    path = file.str().str();
    // A campaign stopped by a signal (SIGTERM, SIGINT) leaves no file.
    llvm::sys::RemoveFileOnSignal(path);
    return mlir::success();
  }

  RunOutput run(llvm::StringRef entry, llvm::ArrayRef<int64_t> args) override {
    std::string text;
    llvm::raw_string_ostream os(text);
    module.print(os);
    if (entry != "main" || !args.empty())
      return {"", false,
              backendName + " runs only @main without arguments (write a @main that calls " +
                  entry.str() + " with constants)"};
    {
      std::error_code ec;
      llvm::raw_fd_ostream file(path, ec);
      if (ec)
        return {"", false, "cannot write " + path + ": " + ec.message()};
      file << text;
    }
    RunOutput out = runShellCommand(substitute(command, path), timeoutSeconds);
    if (!out.ok)
      out.error = backendName + " " + out.error;
    return out;
  }

private:
  std::string backendName, command;
  unsigned timeoutSeconds;
  mlir::ModuleOp module;
  std::string path;
};

} // namespace

std::unique_ptr<Backend> makeExternalBackend(std::string name, std::string command,
                                             unsigned timeoutSeconds) {
  return std::make_unique<ExternalBackend>(std::move(name), std::move(command), timeoutSeconds);
}

} // namespace cute::oracle
