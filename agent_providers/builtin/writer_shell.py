"""A shell command string rebuilt as an argument list, so that no shell ever parses a value.

Only commands made of plain words and values qualify: any shell syntax (pipes, redirects,
globs, quotes, variables) has no mechanical equivalent without a shell, and a program
name taken from a value is not made safe by an argument list.
"""

from __future__ import annotations

import libcst as cst

from agent_providers.builtin.writer_templates import Piece, string_node, unwrap_quote

SHELL_SYNTAX = set("|&;<>()$`\\\"'*?[]#~{}!")


class NotSplittable(ValueError):
    """The command cannot become an argument list mechanically; the message says why."""


def argv(pieces: list[Piece], formatted: bool) -> list[cst.BaseExpression]:
    """The argument list for PIECES. FORMATTED: values were %- or f-formatted, so str() them."""
    words: list[list[Piece]] = [[]]
    for piece in pieces:
        if not isinstance(piece, str):
            words[-1].append(piece)
            continue
        for char in piece:
            if char.isspace():
                if words[-1]:
                    words.append([])
            elif char in SHELL_SYNTAX:
                raise NotSplittable(f"the command uses shell syntax ({char!r}), which has no equivalent "
                                    "without a shell")
            elif words[-1] and isinstance(words[-1][-1], str):
                words[-1][-1] += char
            else:
                words[-1].append(char)
    words = [word for word in words if word]
    if not words or not (len(words[0]) == 1 and isinstance(words[0][0], str)):
        raise NotSplittable("the program to run is not a constant word, so an argument list would not make it safe")
    return [_word(word, formatted) for word in words]


def _word(parts: list[Piece], formatted: bool) -> cst.BaseExpression:
    only = parts[0] if len(parts) == 1 else None
    if isinstance(only, str):
        return string_node(only)
    if only is not None:
        value = unwrap_quote(only)
        quoted = value is not only
        return value if quoted or not formatted else cst.Call(func=cst.Name("str"), args=[cst.Arg(value)])
    body: list[cst.BaseFormattedStringContent] = []
    for part in parts:
        if isinstance(part, str):
            body.append(cst.FormattedStringText(part.replace("{", "{{").replace("}", "}}")))
        else:
            body.append(cst.FormattedStringExpression(expression=unwrap_quote(part)))
    return cst.FormattedString(parts=body, start='f"', end='"')


def argv_list(words: list[cst.BaseExpression]) -> cst.List:
    return cst.List(elements=[cst.Element(value=word) for word in words])
