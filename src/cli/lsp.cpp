// `herald lsp`: a Language Server over stdio: diagnostics on open and change, hover, go to definition.
//
// Whatever the client sends, the server answers or says why on its log and goes on: a message
// whose parameters are not what its method takes gets InvalidParams (a request) or is dropped
// (a notification); only a stream whose framing cannot be read further ends it.
#include <algorithm>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "cli/lsp_server.hpp"
#include "cli/session.hpp"
#include "support/printable.hpp"
#include "support/render.hpp"

namespace herald::cli {
namespace {

using json = nlohmann::json;
namespace fs = std::filesystem;

// ---- JSON-RPC framing: `Content-Length: N` headers, a blank line, N bytes of JSON.
// A body larger than this is refused: no editor sends a document of 256 MiB, and a length read from a
// corrupt stream must not become an allocation.
constexpr std::size_t largest_message = std::size_t(256) << 20;
// A header line longer than this is no header: the stream is not LSP's.
constexpr std::size_t longest_header = 8192;

// The next message; nullopt at the end of the stream or where its framing cannot be read (said on `log`).
// A body that is not JSON is returned discarded.
std::optional<json> read_message(std::istream& in, std::ostream& log) {
  std::optional<std::size_t> length;
  std::string header;
  bool any = false;
  for (char c; in.get(c);) {
    if (c != '\n') {
      header += c;
      if (header.size() > longest_header) {
        log << "herald lsp: a header line over " << longest_header << " bytes: the stream cannot be read further\n";
        return std::nullopt;
      }
      continue;
    }
    if (!header.empty() && header.back() == '\r') header.pop_back();
    if (header.empty()) {
      if (any) break;
      continue;  // blank lines before the headers (a stray line break after a body): nothing to read
    }
    any = true;
    if (header.rfind("Content-Length:", 0) != 0) {  // Content-Type and others: nothing to read
      header.clear();
      continue;
    }
    std::string_view value(header);
    value.remove_prefix(15);
    while (!value.empty() && value.front() == ' ') value.remove_prefix(1);
    std::size_t n = 0;
    auto [end, error] = std::from_chars(value.data(), value.data() + value.size(), n);
    if (error != std::errc() || end != value.data() + value.size()) {
      log << "herald lsp: '" << printable(header) << "' is not a length: the stream cannot be read further\n";
      return std::nullopt;
    }
    length = n;
    header.clear();
  }
  if (!in) {
    if (any) log << "herald lsp: the stream ends inside a message's headers\n";
    return std::nullopt;
  }
  if (!length) {
    if (any) log << "herald lsp: a message without Content-Length: the stream cannot be read further\n";
    return std::nullopt;
  }
  if (*length > largest_message) {
    log << "herald lsp: a message of " << *length << " bytes, over the " << largest_message
        << " this server reads: the stream cannot be read further\n";
    return std::nullopt;
  }
  // Read as it arrives: a length the stream does not hold allocates no more than the stream gives.
  std::string body;
  char chunk[1 << 16];
  while (body.size() < *length) {
    std::size_t const want = std::min(sizeof chunk, *length - body.size());
    in.read(chunk, static_cast<std::streamsize>(want));
    body.append(chunk, static_cast<std::size_t>(in.gcount()));
    if (!in) {
      log << "herald lsp: the stream ends " << *length - body.size() << " bytes short of a message's "
          << *length << ": the stream cannot be read further\n";
      return std::nullopt;
    }
  }
  return json::parse(body, nullptr, false);
}

void write_message(std::ostream& out, json const& message) {
  std::string const body = message.dump(-1, ' ', false, json::error_handler_t::replace);
  out << "Content-Length: " << body.size() << "\r\n\r\n" << body << std::flush;
}

// ---- file URIs
std::string path_of(std::string const& uri) {
  std::string path = uri.rfind("file://", 0) == 0 ? uri.substr(7) : uri;
  std::string out;
  for (std::size_t i = 0; i < path.size(); ++i) {
    unsigned char byte = 0;
    if (path[i] == '%' && i + 2 < path.size() &&
        std::from_chars(path.data() + i + 1, path.data() + i + 3, byte, 16).ptr == path.data() + i + 3 && byte != 0) {
      out += static_cast<char>(byte);  // %XX; a '%' not followed by two hex digits (or %00) is itself
      i += 2;
    } else {
      out += path[i];
    }
  }
  std::error_code ec;
  fs::path const canonical = fs::weakly_canonical(out, ec);
  return ec ? out : canonical.string();
}

std::string uri_of(std::string const& path) {
  std::error_code ec;
  std::string const absolute = fs::weakly_canonical(path, ec).string();
  std::string out = "file://";
  for (unsigned char c : ec ? path : absolute) {
    if (std::isalnum(c) || std::string_view("/-._~").find(static_cast<char>(c)) != std::string_view::npos)
      out += static_cast<char>(c);
    else
      out += "%" + std::string(1, "0123456789ABCDEF"[c >> 4]) + std::string(1, "0123456789ABCDEF"[c & 15]);
  }
  return out;
}

// The byte offset of an LSP position (0-based line, UTF-16 character) in `text`.
std::size_t offset_of(std::string const& text, std::size_t line, std::size_t character) {
  std::size_t at = 0;
  for (std::size_t l = 0; l < line && at < text.size(); ++l) {
    at = text.find('\n', at);
    if (at == std::string::npos) return text.size();
    ++at;
  }
  for (std::size_t units = 0; units < character && at < text.size() && text[at] != '\n';) {
    auto const c = static_cast<unsigned char>(text[at]);
    std::size_t const bytes = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    units += bytes == 4 ? 2 : 1;
    at += bytes;
  }
  return std::min(at, text.size());
}

bool name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// A definition found by name: what it is, its labels, and where it is defined and cited.
struct found {
  std::string kind;
  std::string name;
  model::labels labels;
  model::provenance prov;
};

template <typename Map>
void look_in(Map const& items, std::string const& kind, std::string const& name, std::optional<found>& out) {
  if (out) return;
  auto it = items.find(name);
  if (it == items.end()) return;
  found f{kind, name, {}, it->second.prov};
  if constexpr (std::is_same_v<decltype(it->second.label), model::labels>) f.labels = it->second.label;
  out = f;
}

std::optional<found> definition_of(model::ruleset const& r, std::string const& name) {
  std::optional<found> out;
  look_in(r.tables, "table", name, out);
  look_in(r.band_tables, "band table", name, out);
  look_in(r.modifier_lists, "modifier list", name, out);
  look_in(r.tests, "test", name, out);
  look_in(r.pools, "dice pool", name, out);
  look_in(r.sequences, "sequence", name, out);
  look_in(r.transition_tables, "transitions", name, out);
  look_in(r.enums, "enum", name, out);
  look_in(r.records, "record", name, out);
  look_in(r.symbols, "symbol", name, out);
  look_in(r.scenarios, "scenario", name, out);
  look_in(r.examples, "example", name, out);
  look_in(r.referenced, "chart cited, not printed", name, out);
  if (out) return out;
  if (auto d = r.dice.find(name); d != r.dice.end()) return found{"die", name, {}, d->second.prov};
  if (auto c = r.cell_types.find(name); c != r.cell_types.end()) return found{"cell type", name, {}, c->second.prov};
  for (auto const& [enum_name, e] : r.enums)
    for (auto const& v : e.values)
      if (v.name == name) return found{"value of enum " + enum_name, name, v.label, v.prov};
  for (auto const& [list_name, l] : r.modifier_lists)
    for (auto const& m : l.modifiers)
      if (m.name == name) return found{"modifier of " + list_name, name, {}, m.prov};
  for (auto const& [record_name, rec] : r.records)
    for (auto const& f : rec.fields)
      if (f.name == name) return found{"field of " + record_name, name, f.label, f.prov};
  return std::nullopt;
}

class server {
 public:
  server(common_options options, std::ostream& out, std::ostream& log)
      : options_(std::move(options)), out_(out), log_(log) {}

  int run(std::istream& in) {
    while (auto message = read_message(in, log_)) {
      if (message->is_discarded()) {
        // JSON-RPC's ParseError, with no id to answer (the spec's null).
        write_message(out_, {{"jsonrpc", "2.0"}, {"id", nullptr},
                             {"error", {{"code", -32700}, {"message", "the message is not JSON"}}}});
        continue;
      }
      if (!message->is_object() || !message->contains("method") || !(*message)["method"].is_string()) {
        write_message(out_, {{"jsonrpc", "2.0"}, {"id", id_of(*message)},
                             {"error", {{"code", -32600}, {"message", "a message is an object with a 'method' string"}}}});
        continue;
      }
      if (auto id = message->find("id"); id != message->end() && !id->is_number_integer() && !id->is_string()) {
        write_message(out_, {{"jsonrpc", "2.0"}, {"id", nullptr},
                             {"error", {{"code", -32600}, {"message", "a request's id is an integer or a string"}}}});
        continue;
      }
      try {
        if (auto code = handle(*message)) return *code;
      } catch (json::exception const& e) {
        // Parameters that are not what the method takes (a member missing, a number for a string).
        std::string const why = "herald lsp: " + (*message)["method"].get<std::string>() +
                                ": the parameters are not what it takes: " + e.what();
        if (message->contains("id"))
          write_message(out_, {{"jsonrpc", "2.0"}, {"id", id_of(*message)},
                               {"error", {{"code", -32602}, {"message", why}}}});
        else
          log_ << printable(why) << "\n";
      }
    }
    return shutdown_ ? 0 : 1;
  }

 private:
  // A request's id as JSON-RPC allows one (an integer or a string), else null.
  static json id_of(json const& message) {
    if (!message.is_object()) return nullptr;
    auto id = message.find("id");
    return id != message.end() && (id->is_number_integer() || id->is_string()) ? *id : json();
  }

  // The message's parameters, not copied (a copy of a deeply nested value recurses as deep); an
  // empty object where it has none.
  static json const& params_of(json const& message) {
    static json const none = json::object();
    auto p = message.find("params");
    return p == message.end() ? none : *p;
  }

  // A position's line or character: a number of code units, never negative, never a fraction.
  static std::size_t position_part(json const& position, char const* name) {
    json const& v = position.at(name);
    if (!v.is_number_unsigned())
      throw json::type_error::create(302, std::string("position.") + name + " must be an unsigned integer", &v);
    return v.get<std::size_t>();
  }

  // One message; the exit code once the client says `exit`.
  std::optional<int> handle(json const& message) {
    std::string const method = message.at("method").get<std::string>();
    json const& params = params_of(message);
    bool const request = message.contains("id");  // a notification is never answered (JSON-RPC 2.0)
    if (method == "initialize") {
      if (request) reply(message, {{"capabilities", {{"textDocumentSync", 1}, {"hoverProvider", true}, {"definitionProvider", true}}},
                      {"serverInfo", {{"name", "herald"}, {"version", built_version()}}}});
    } else if (method == "textDocument/didOpen") {
      auto const& doc = params.at("textDocument");
      std::string const uri = doc.at("uri").get<std::string>();
      documents_[uri] = doc.at("text").get<std::string>();
      publish(uri);
    } else if (method == "textDocument/didChange") {
      std::string const uri = params.at("textDocument").at("uri").get<std::string>();
      std::optional<std::string> text;
      for (auto const& change : params.at("contentChanges")) text = change.at("text").get<std::string>();
      if (text) documents_[uri] = *text;  // read whole before any is kept: a bad change changes nothing
      publish(uri);
    } else if (method == "textDocument/didClose") {
      std::string const uri = params.at("textDocument").at("uri").get<std::string>();
      documents_.erase(uri);
      write_message(out_, {{"jsonrpc", "2.0"}, {"method", "textDocument/publishDiagnostics"},
                           {"params", {{"uri", uri}, {"diagnostics", json::array()}}}});
    } else if (method == "textDocument/hover" || method == "textDocument/definition") {
      json result = lookup(params, method == "textDocument/hover");
      if (request) reply(message, std::move(result));
    } else if (method == "shutdown") {
      shutdown_ = true;
      if (request) reply(message, nullptr);
    } else if (method == "exit") {
      return shutdown_ ? 0 : 1;
    } else if (request) {
      write_message(out_, {{"jsonrpc", "2.0"}, {"id", id_of(message)},
                           {"error", {{"code", -32601}, {"message", "herald lsp does not handle " + method}}}});
    }
    return std::nullopt;
  }

 private:
  void reply(json const& request, json result) {
    write_message(out_, {{"jsonrpc", "2.0"}, {"id", id_of(request)}, {"result", std::move(result)}});
  }

  // A session over the open documents (the editor's text, saved or not): `uri`'s file loaded and checked.
  struct loaded {
    std::unique_ptr<session> run;
    std::optional<std::string> name;
    std::string path;
  };
  loaded load(std::string const& uri) {
    loaded out{std::make_unique<session>(options_), std::nullopt, path_of(uri)};
    for (auto const& [open_uri, text] : documents_) out.run->sources().set_overlay(path_of(open_uri), text);
    out.name = out.run->load(out.path);
    out.run->apply_acknowledgements();
    return out;
  }

  void publish(std::string const& uri) {
    loaded l = load(uri);
    json const diagnostics = render_lsp(l.run->diags(), l.run->sources(), l.path, uri_of);
    write_message(out_, {{"jsonrpc", "2.0"}, {"method", "textDocument/publishDiagnostics"},
                         {"params", {{"uri", uri}, {"diagnostics", diagnostics}}}});
  }

  json lookup(json const& params, bool hover) {
    std::string const uri = params.at("textDocument").at("uri").get<std::string>();
    auto const& position = params.at("position");
    std::size_t const line = position_part(position, "line"), character = position_part(position, "character");
    auto doc = documents_.find(uri);
    if (doc == documents_.end()) return nullptr;
    std::string const& text = doc->second;
    std::size_t at = offset_of(text, line, character);
    std::size_t begin = at, end = at;
    while (begin > 0 && name_char(text[begin - 1])) --begin;
    while (end < text.size() && name_char(text[end])) ++end;
    std::string const name = text.substr(begin, end - begin);
    if (name.empty()) return nullptr;
    loaded l = load(uri);
    std::optional<found> f;
    if (l.name)
      if (auto const* r = l.run->library().find(*l.name)) f = definition_of(*r, name);
    for (auto const& [other, r] : l.run->library().all())
      if (!f) f = definition_of(r, name);
    if (!f || !f->prov.where.valid()) return nullptr;
    auto const& file = l.run->sources().file(f->prov.where.file);
    auto const start = file.position(f->prov.where.begin), stop = file.position(f->prov.where.end);
    json const range{{"start", {{"line", start.line - 1}, {"character", start.column - 1}}},
                     {"end", {{"line", stop.line - 1}, {"character", stop.column - 1}}}};
    if (!hover) return {{"uri", uri_of(file.path)}, {"range", range}};
    std::string value = "**" + f->kind + "** `" + f->name + "`";
    for (auto const& [language, label] : f->labels) value += "\n\n" + language + ": " + label;
    std::string cited;
    if (!f->prov.ref.empty()) cited += "rule " + f->prov.ref;
    if (f->prov.line)
      cited += (cited.empty() ? "" : ", ") + std::string("line ") + std::to_string(f->prov.line) +
               (f->prov.line_end && f->prov.line_end != f->prov.line ? "-" + std::to_string(f->prov.line_end) : "") +
               (f->prov.document.empty() ? "" : " of " + f->prov.document);
    if (!cited.empty()) value += "\n\n" + cited;
    value += "\n\ndefined in " + fs::path(file.path).filename().string() + ":" + std::to_string(start.line);
    return {{"contents", {{"kind", "markdown"}, {"value", value}}}};
  }

  common_options options_;
  std::ostream& out_;
  std::ostream& log_;
  std::map<std::string, std::string> documents_;  // uri -> text as the editor holds it
  bool shutdown_ = false;
};

}  // namespace

int serve_lsp(common_options const& common, std::istream& in, std::ostream& out, std::ostream& log) {
  return server(common, out, log).run(in);
}

int run_lsp(common_options const& common) { return serve_lsp(common, std::cin, std::cout, std::cerr); }

}  // namespace herald::cli
