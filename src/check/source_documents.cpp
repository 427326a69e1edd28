// The source documents of a --sources folder, read once and split into lines.
#include "check/source_documents.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <sstream>

#include "support/source.hpp"

namespace herald::check {

std::optional<std::size_t> source_documents::line_count(std::string const& document) {
  auto const& all = load(document);
  if (!all) return std::nullopt;
  return all->size();
}

std::optional<std::string> source_documents::line(std::string const& document, std::uint32_t number) {
  auto const& all = load(document);
  if (!all || number == 0 || number > all->size()) return std::nullopt;
  return (*all)[number - 1];
}

std::optional<std::string> source_documents::raw_lines(std::string const& document, std::uint32_t first,
                                                       std::uint32_t last) {
  auto const& all = load(document);
  if (!all || first == 0 || first > all->size()) return std::nullopt;
  std::string joined;
  for (std::uint32_t l = first; l <= std::max(first, last) && l <= all->size(); ++l) joined += (*all)[l - 1] + " ";
  return joined;
}

std::optional<std::string> source_documents::lines(std::string const& document, std::uint32_t first,
                                                   std::uint32_t last) {
  auto joined = raw_lines(document, first, last);
  if (!joined) return std::nullopt;
  return normalise(*joined);
}

std::optional<std::vector<std::string>> const& source_documents::load(std::string const& document) {
  auto it = cache_.find(document);
  if (it != cache_.end()) return it->second;
  std::optional<std::vector<std::string>> result;
  // Only a regular file inside the folder given, as imports stay inside their root: a `source` that
  // climbs out of it (`../../etc/passwd`) or names a FIFO is not a document, never an oracle on
  // the files around the folder nor a read that blocks.
  std::error_code ec;
  auto const root = std::filesystem::weakly_canonical(folder_, ec);
  auto const path = std::filesystem::weakly_canonical(folder_ / document, ec);
  auto const inside = path.lexically_relative(root);
  std::string text, error;
  if (!ec && !inside.empty() && *inside.begin() != ".." && !inside.is_absolute() &&
      read_regular_file(path.string(), document, text, error)) {
    result.emplace();
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      result->push_back(line);
    }
  }
  return cache_.emplace(document, std::move(result)).first->second;
}

std::string source_documents::normalise(std::string const& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text.compare(i, 3, "\xE2\x80\x93") == 0 || text.compare(i, 3, "\xE2\x88\x92") == 0) {  // – and −
      out += '-';
      i += 2;
      continue;
    }
    if (text[i] == '/') {  // "5 / 7" prints 5/7
      while (!out.empty() && out.back() == ' ') out.pop_back();
      out += '/';
      while (i + 1 < text.size() && text[i + 1] == ' ') ++i;
      continue;
    }
    out += text[i];
    bool sign = text[i] == '+' || text[i] == '-';
    if (sign)
      while (i + 1 < text.size() && text[i + 1] == ' ' && i + 2 < text.size() &&
             std::isdigit(static_cast<unsigned char>(text[i + 2])))
        ++i;
  }
  return out;
}

bool printed_number(std::string const& printed, std::string const& number) {
  for (std::size_t at = printed.find(number); at != std::string::npos; at = printed.find(number, at + 1)) {
    bool digit_before = at > 0 && std::isdigit(static_cast<unsigned char>(printed[at - 1]));
    std::size_t end = at + number.size();
    bool digit_after = end < printed.size() && std::isdigit(static_cast<unsigned char>(printed[end]));
    if (!digit_before && !digit_after) return true;
  }
  return false;
}

// `number` printed without a sign of its own: "1" in "1/1" or "+1 ...", not in "-1" (which is -1).
bool printed_unsigned(std::string const& printed, std::string const& number) {
  for (std::size_t at = printed.find(number); at != std::string::npos; at = printed.find(number, at + 1)) {
    char const before = at > 0 ? printed[at - 1] : ' ';
    std::size_t end = at + number.size();
    bool digit_after = end < printed.size() && std::isdigit(static_cast<unsigned char>(printed[end]));
    if (!std::isdigit(static_cast<unsigned char>(before)) && before != '-' && before != '+' && !digit_after) return true;
  }
  return false;
}

bool printed_value(std::string const& printed, std::int64_t value, bool signed_value) {
  std::string plain = std::to_string(value);
  if (!signed_value) return printed_number(printed, plain);
  if (value == 0) return printed_number(printed, "0");
  if (value < 0) return printed_number(printed, plain);
  // A positive modifier: "+1"; bare "1" only where the line prints no '+' at all (a book
  // that omits the plus), never the 1 of "-1" or of "1 - 1: +3".
  if (printed_number(printed, "+" + plain)) return true;
  bool const signs_printed = printed.find('+') != std::string::npos;
  return !signs_printed && printed_unsigned(printed, plain);
}

}  // namespace herald::check
