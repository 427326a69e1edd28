// Where each value and member name of a JSON text is: a walk over text nlohmann::json has already accepted.
#include "engine/json_positions.hpp"

#include <nlohmann/json.hpp>

namespace herald::engine {
namespace {

// As deep as the situation reader lets a document nest (deeper values are refused before).
constexpr int deepest = 64;

}  // namespace

json_positions::json_positions(std::string_view text, file_id file) : text_(text), file_(file) {
  std::size_t const start = text.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0;  // a byte order mark, as the parser skips it
  walk(skip_space(start), "$", 0);
}

source_range json_positions::value(std::string const& path) const {
  auto it = values_.find(path);
  if (it == values_.end()) return {file_, 0, 0};
  return {file_, it->second.first, it->second.second};
}

source_range json_positions::key(std::string const& path) const {
  auto it = keys_.find(path);
  if (it == keys_.end()) return value(path);
  return {file_, it->second.first, it->second.second};
}

std::size_t json_positions::skip_space(std::size_t at) const {
  while (at < text_.size() && (text_[at] == ' ' || text_[at] == '\t' || text_[at] == '\n' || text_[at] == '\r')) ++at;
  return at;
}

// Past the closing quote of the string that opens at `at`.
std::size_t json_positions::string_end(std::size_t at) const {
  for (++at; at < text_.size() && text_[at] != '"'; ++at)
    if (text_[at] == '\\') ++at;
  return std::min(at + 1, text_.size());
}

// Records the value at `at` (and, in an object, its members' names); returns the end of the value.
std::size_t json_positions::walk(std::size_t at, std::string const& path, int depth) {
  if (at >= text_.size() || depth > deepest) return at;
  std::size_t end = at;
  char const open = text_[at];
  if (open == '{' || open == '[') {
    char const close = open == '{' ? '}' : ']';
    std::size_t i = skip_space(at + 1);
    for (std::size_t index = 0; i < text_.size() && text_[i] != close; ++index) {
      std::string child = path + "[" + std::to_string(index) + "]";
      if (open == '{') {
        std::size_t const name_end = string_end(i);
        std::string name;
        try {
          name = nlohmann::json::parse(text_.substr(i, name_end - i)).get<std::string>();
        } catch (nlohmann::json::exception const&) {
          return text_.size();  // not the text the parser accepted
        }
        child = path + "." + name;
        keys_[child] = {static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(name_end)};
        i = skip_space(name_end);
        if (i < text_.size() && text_[i] == ':') i = skip_space(i + 1);
      }
      i = skip_space(walk(i, child, depth + 1));
      if (i < text_.size() && text_[i] == ',') i = skip_space(i + 1);
      else if (i < text_.size() && text_[i] != close) return text_.size();
    }
    end = std::min(i + 1, text_.size());
  } else if (open == '"') {
    end = string_end(at);
  } else {
    while (end < text_.size() && std::string_view(",]} \t\r\n").find(text_[end]) == std::string_view::npos) ++end;
  }
  values_[path] = {static_cast<std::uint32_t>(at), static_cast<std::uint32_t>(end)};
  return end;
}

}  // namespace herald::engine
