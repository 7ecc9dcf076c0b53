"""Confirmation messages and e-mail receipts.

Confirmation texts may contain ``{{ expression }}`` placeholders over the
respondent's answers, e.g. ``Your total is {{ quantity * 12.5 }} EUR``.
"""
import re

from jinja2.sandbox import SandboxedEnvironment

PLACEHOLDER = re.compile(r"\{\{(.+?)\}\}")

_receipts = SandboxedEnvironment(autoescape=True)


def render_confirmation(template: str, answers: dict) -> str:
    def substitute(match: re.Match) -> str:
        return str(eval(match.group(1), {"__builtins__": {}}, dict(answers)))
    return PLACEHOLDER.sub(substitute, template)


def render_receipt(template: str, answers: dict) -> str:
    return _receipts.from_string(template).render(answers=answers)
