"""String-built SQL rebuilt as a constant query with placeholders and a separate params tuple.

Only values can be bound: a piece that sits where SQL expects a name or syntax (ORDER BY,
a table, a whole condition) has no mechanical fix, and neither does a query whose
driver's placeholder style cannot be told from the code.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import libcst as cst

from agent_providers.builtin.writer_templates import Piece, string_node

QMARK_DRIVERS = ("sqlite3", "aiosqlite", "pyodbc")
FORMAT_DRIVERS = ("psycopg2", "psycopg", "pymysql", "MySQLdb", "mysql.connector", "pgdb")
PLACEHOLDER = {"qmark": "?", "format": "%s"}
_VALUE_BEFORE = re.compile(r"(=|<|>|<=|>=|<>|!=|\bLIKE|\bILIKE|\bLIMIT|\bOFFSET|\bIS(\s+NOT)?)\s*$", re.IGNORECASE)
_OPEN_LIST = re.compile(r"\b(VALUES|IN)\s*\([^()]*$", re.IGNORECASE)
_QMARK_LITERAL = re.compile(r"""["'][^"'\n]*(=|\(|,|\bLIKE|\bIN)\s*\?[^"'\n]*["']""", re.IGNORECASE)


class NotParameterisable(ValueError):
    """The SQL cannot be rebuilt with placeholders mechanically; the message says why."""


def driver_imports(text: str) -> set[str]:
    found = set()
    for driver in QMARK_DRIVERS + FORMAT_DRIVERS:
        if re.search(rf"^\s*(import|from)\s+{re.escape(driver)}\b", text, re.MULTILINE):
            found.add(driver)
    return found


def paramstyle(module_text: str, project_texts: Iterable[str]) -> str:
    """The placeholder style ("qmark" or "format") the code's database driver expects."""
    style = _single_style(driver_imports(module_text))
    if style is None and _QMARK_LITERAL.search(module_text):
        style = "qmark"  # this module already passes "... = ?" queries with params
    if style is None:
        style = _single_style(set().union(*(driver_imports(text) for text in project_texts)))
    if style is None:
        raise NotParameterisable("cannot tell which database driver runs this query, so not which placeholder "
                                 "style (? or %s) it expects")
    return style


def _single_style(drivers: set[str]) -> str | None:
    styles = {"qmark" if driver in QMARK_DRIVERS else "format" for driver in drivers}
    return styles.pop() if len(styles) == 1 else None


def parameterise(pieces: list[Piece], style: str) -> tuple[cst.SimpleString, list[cst.BaseExpression]]:
    """The constant query and the params for PIECES (text and values of the original SQL)."""
    builder = _Builder(PLACEHOLDER[style], escape_percent=style == "format")
    for piece in pieces:
        if isinstance(piece, str):
            builder.text(piece)
        else:
            builder.value(piece)
    if builder.quoted is not None:
        raise NotParameterisable("the SQL has an unbalanced quote")
    if not builder.params:
        raise NotParameterisable("the SQL has no formatted values to bind")
    return string_node(builder.sql), builder.params


class _Builder:
    def __init__(self, placeholder: str, escape_percent: bool) -> None:
        self.placeholder, self.escape_percent = placeholder, escape_percent
        self.sql = ""
        self.params: list[cst.BaseExpression] = []
        self.quoted: list[Piece] | None = None  # pieces inside an open '...' literal

    def text(self, text: str) -> None:
        index = 0
        while index < len(text):
            char = text[index]
            if self.quoted is None:
                if char == "'":
                    self.quoted = []
                else:
                    self.sql += "%%" if char == "%" and self.escape_percent else char
            elif char == "'" and text[index + 1:index + 2] == "'":
                _quoted_text(self.quoted, "''")
                index += 1
            elif char == "'":
                self._close_quote(self.quoted)
            else:
                _quoted_text(self.quoted, char)
            index += 1

    def _close_quote(self, parts: list[Piece]) -> None:
        self.quoted = None
        texts = [part for part in parts if isinstance(part, str)]
        if len(texts) == len(parts):  # constant text only: the literal stays in the SQL
            literal = "".join(texts)
            self.sql += "'" + (literal.replace("%", "%%") if self.escape_percent else literal) + "'"
            return
        self.sql += self.placeholder
        self.params.append(_join([part.replace("''", "'") if isinstance(part, str) else part for part in parts]))

    def value(self, node: cst.BaseExpression) -> None:
        if self.quoted is not None:
            self.quoted.append(node)
            return
        if self.sql.count('"') % 2:
            raise NotParameterisable("a value is formatted into a double-quoted SQL identifier")
        before = self.sql.rstrip()
        if not (_VALUE_BEFORE.search(before) or (before.endswith(("(", ",")) and _OPEN_LIST.search(before))):
            tail = " ".join(before.split()[-2:]) or "the start"
            raise NotParameterisable(f"a value is formatted in after {tail!r}, where SQL expects a name or syntax "
                                     "that a bound parameter cannot replace")
        self.sql += self.placeholder
        self.params.append(node)


def _quoted_text(quoted: list[Piece], text: str) -> None:
    """Add TEXT to the open literal's pieces, extending its last text piece."""
    if quoted and isinstance(quoted[-1], str):
        quoted[-1] += text
    else:
        quoted.append(text)


def _join(parts: list[Piece]) -> cst.BaseExpression:
    """One expression for the text of a quoted SQL literal: the value itself, or an f-string."""
    if len(parts) == 1 and not isinstance(parts[0], str):
        return parts[0]
    body: list[cst.BaseFormattedStringContent] = []
    for part in parts:
        if isinstance(part, str):
            raw = part.replace("\\", "\\\\").replace('"', '\\"').replace("{", "{{").replace("}", "}}")
            body.append(cst.FormattedStringText(raw))
        else:
            body.append(cst.FormattedStringExpression(expression=part))
    return cst.FormattedString(parts=body, start='f"', end='"')


def params_tuple(params: list[cst.BaseExpression]) -> cst.Tuple:
    elements = [cst.Element(value=param, comma=cst.MaybeSentinel.DEFAULT) for param in params]
    if len(elements) == 1:
        elements = [cst.Element(value=params[0], comma=cst.Comma())]
    return cst.Tuple(elements=elements)
