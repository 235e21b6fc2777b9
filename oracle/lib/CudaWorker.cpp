//===- CudaWorker.cpp - The CUDA driver in a child process ----------------===//
//
// See CudaWorker.h. Requests and replies are messages of strings over two
// pipes: a count, then each string's length and bytes.
//   load <ptx>               -> ok | error, "", <why>
//   launch <kernel> <args>   -> ok | error, <printed>, <why>
//
//===----------------------------------------------------------------------===//
#include "CudaWorker.h"
#include "cute-oracle/Oracle/Posix.h"

#include "../cuda/CudaDriver.h"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <poll.h>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

namespace cute::oracle {

namespace {

/// Writes a message; a closed pipe (the child died) is a failure, not a
/// SIGPIPE: the signal is blocked while writing and a pending one dropped.
bool writeMessage(int fd, const std::vector<std::string> &message) {
  std::string bytes;
  auto put = [&](uint32_t v) { bytes.append(reinterpret_cast<const char *>(&v), sizeof v); };
  put(uint32_t(message.size()));
  for (const std::string &s : message) {
    put(uint32_t(s.size()));
    bytes += s;
  }
  sigset_t pipe, old;
  sigemptyset(&pipe);
  sigaddset(&pipe, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipe, &old);
  bool ok = posix::writeAll(fd, bytes.data(), bytes.size());
  timespec none{0, 0};
  while (sigtimedwait(&pipe, nullptr, &none) > 0) {
  }
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  return ok;
}

/// Reads n bytes, waiting at most `timeoutMs` for each chunk (-1: no
/// limit). False on end of file or error; `timedOut` when time ran out.
bool readAll(int fd, void *data, size_t n, int timeoutMs, bool &timedOut) {
  char *p = static_cast<char *>(data);
  while (n > 0) {
    pollfd pfd{fd, POLLIN, 0};
    int ready = ::poll(&pfd, 1, timeoutMs);
    if (ready < 0 && errno == EINTR)
      continue;
    if (ready == 0) {
      timedOut = true;
      return false;
    }
    ssize_t k = ready < 0 ? -1 : posix::readSome(fd, p, n);
    if (k <= 0)
      return false;
    p += k;
    n -= size_t(k);
  }
  return true;
}

bool readMessage(int fd, std::vector<std::string> &message, int timeoutMs, bool &timedOut) {
  uint32_t count = 0;
  if (!readAll(fd, &count, sizeof count, timeoutMs, timedOut))
    return false;
  message.assign(count, "");
  for (std::string &s : message) {
    uint32_t size = 0;
    if (!readAll(fd, &size, sizeof size, timeoutMs, timedOut))
      return false;
    s.resize(size);
    if (size && !readAll(fd, s.data(), size, timeoutMs, timedOut))
      return false;
  }
  return true;
}

/// Runs `body` with stdout (file descriptor 1) sent to a temporary file;
/// gives what was written there (device printf output).
std::string capturingStdout(const std::function<void()> &body) {
  std::fflush(stdout);
  FILE *capture = std::tmpfile();
  int saved = dup(STDOUT_FILENO);
  if (!capture || saved < 0 || dup2(fileno(capture), STDOUT_FILENO) < 0) {
    body();
    return "";
  }
  body();
  std::fflush(stdout);
  dup2(saved, STDOUT_FILENO);
  close(saved);
  std::string text;
  std::rewind(capture);
  char chunk[4096];
  for (size_t n; (n = std::fread(chunk, 1, sizeof chunk, capture)) > 0;)
    text.append(chunk, n);
  std::fclose(capture);
  return text;
}

std::vector<int64_t> parseArgs(const std::string &text) {
  std::vector<int64_t> args;
  std::istringstream in(text);
  for (int64_t v; in >> v;)
    args.push_back(v);
  return args;
}

/// The child: opens the driver, then answers requests until its parent
/// closes the pipe, or exits after a failed launch (CUDA's state is then
/// unusable).
[[noreturn]] void serve(int in, int out) {
  std::string openError;
  std::unique_ptr<cuda::Driver> driver = cuda::Driver::open(openError);
  for (;;) {
    std::vector<std::string> request;
    bool timedOut = false;
    if (!readMessage(in, request, -1, timedOut) || request.size() < 2)
      _exit(0);
    std::string error = openError;
    if (driver && request[0] == "load") {
      bool ok = driver->loadModule(request[1], error);
      writeMessage(out, {ok ? "ok" : "error", "", ok ? "" : error});
      continue;
    }
    if (!driver || request[0] != "launch" || request.size() != 3) {
      writeMessage(out, {"error", "", driver ? "malformed request" : error});
      continue;
    }
    bool ok = false;
    std::string printed =
        capturingStdout([&] { ok = driver->launch(request[1], parseArgs(request[2]), error); });
    writeMessage(out, {ok ? "ok" : "error", printed, ok ? "" : error});
    if (!ok)
      _exit(0);
  }
}

std::string describeExit(int status) {
  if (WIFSIGNALED(status))
    return std::string("killed by signal ") + strsignal(WTERMSIG(status));
  return "exit status " + std::to_string(WEXITSTATUS(status));
}

} // namespace

CudaWorker::~CudaWorker() { stop(); }

bool CudaWorker::start(std::string &error) {
  int down[2], up[2];
  if (pipe(down) != 0 || pipe(up) != 0) {
    error = std::string("cannot create pipes for the CUDA worker: ") + std::strerror(errno);
    return false;
  }
  std::fflush(nullptr);
  child = fork();
  if (child < 0) {
    error = std::string("cannot fork the CUDA worker: ") + std::strerror(errno);
    for (int fd : {down[0], down[1], up[0], up[1]})
      close(fd);
    return false;
  }
  if (child == 0) {
    close(down[1]);
    close(up[0]);
    serve(down[0], up[1]);
  }
  close(down[0]);
  close(up[1]);
  toChild = down[1];
  fromChild = up[0];
  std::vector<std::string> reply;
  if (ptx.empty())
    return true;
  if (!exchange({"load", ptx}, reply, error))
    return false;
  if (reply[0] != "ok") {
    error = reply[2];
    stop();
    return false;
  }
  return true;
}

bool CudaWorker::exchange(const std::vector<std::string> &request, std::vector<std::string> &reply,
                          std::string &error) {
  bool timedOut = false;
  if (writeMessage(toChild, request) &&
      readMessage(fromChild, reply, int(timeoutSeconds) * 1000, timedOut) && reply.size() == 3)
    return true;
  if (timedOut) {
    kill(child, SIGKILL);
    error = "the kernel ran longer than " + std::to_string(timeoutSeconds) + " s";
  }
  int status = stop();
  lostChild = timedOut               ? Outcome::TimedOut
              : WIFSIGNALED(status) ? Outcome::Crashed
                                    : Outcome::BadExit;
  lostSignal = lostChild == Outcome::Crashed ? WTERMSIG(status) : 0;
  if (!timedOut)
    error = "the CUDA worker process ended (" + describeExit(status) + ")";
  return false;
}

int CudaWorker::stop() {
  int status = 0;
  if (child < 0)
    return status;
  close(toChild);
  close(fromChild);
  status = posix::waitForExit(child);
  toChild = fromChild = -1;
  child = -1;
  return status;
}

bool CudaWorker::load(const std::string &text, std::string &error) {
  ptx = text;
  std::vector<std::string> reply;
  if (child < 0)
    return start(error);
  if (!exchange({"load", ptx}, reply, error))
    return false;
  if (reply[0] != "ok")
    error = reply[2];
  return reply[0] == "ok";
}

RunOutput CudaWorker::launch(const std::string &kernel, const std::vector<int64_t> &args) {
  std::string error, text;
  if (child < 0 && !start(error))
    return RunOutput::refused(error);
  for (int64_t v : args)
    text += std::to_string(v) + " ";
  std::vector<std::string> reply;
  RunOutput out;
  if (!exchange({"launch", kernel, text}, reply, error))
    return out.stop(lostChild, error, lostSignal);
  out.printed = reply[1];
  if (reply[0] == "ok")
    return out;
  // After a failed launch the child exits: the next request starts another.
  stop();
  return out.stop(Outcome::Refused, reply[2]);
}

} // namespace cute::oracle
