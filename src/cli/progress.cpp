// The progress line: what grows, how many entries, how much of the memory budget.
#include "cli/progress.hpp"

#include <unistd.h>

#include <string_view>

namespace herald::cli {
namespace {

// "4,210": thousands grouped, as the reports print counts.
std::string grouped(std::uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

}  // namespace

progress_line::progress_line(engine::budget& memory) {
  char const* term = std::getenv("TERM");
  if (::isatty(STDERR_FILENO) != 1 || (term && std::string_view(term) == "dumb")) return;
  // Scripts and tests may draw it sooner (0: at once).
  if (char const* after = std::getenv("HERALD_PROGRESS_DELAY_MS")) delay_ = std::chrono::milliseconds(std::atol(after));
  memory.on_progress([this](engine::progress const& p) { heard(p); });
}

void progress_line::done() {
  if (drawn_) std::cerr << "\r\x1b[K" << std::flush;
  drawn_ = false;
  finished_ = true;
}

void progress_line::heard(engine::progress const& p) {
  if (finished_) return;
  auto const now = std::chrono::steady_clock::now();
  if (now - start_ < delay_ || (drawn_ && now - last_ < std::chrono::milliseconds(100))) return;
  last_ = now;
  drawn_ = true;
  std::cerr << "\r\x1b[Kherald: " << p.what << ": " << grouped(p.entries) << (p.entries == 1 ? " entry, " : " entries, ")
            << engine::bytes_text(p.held) << " of " << engine::bytes_text(p.limit) << std::flush;
}

}  // namespace herald::cli
