// A progress line on stderr for an enumeration that runs long: drawn after a second, only on a
// terminal, refreshed at most ten times a second, erased when the command is done.
#pragma once

#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>

#include "engine/core/budget.hpp"

namespace herald::cli {

class progress_line {
 public:
  // Listens to `memory` when stderr is a terminal that understands "\x1b[K" (TERM is not dumb).
  explicit progress_line(engine::budget& memory);
  ~progress_line() { done(); }
  // Erases the line, before anything else is written, and draws no more.
  void done();
  progress_line(progress_line const&) = delete;
  progress_line& operator=(progress_line const&) = delete;

 private:
  void heard(engine::progress const& p);

  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now(), last_{};
  std::chrono::milliseconds delay_{1000};
  bool drawn_ = false, finished_ = false;
};

}  // namespace herald::cli
