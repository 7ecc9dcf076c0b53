"""Saved filters let users hide items, e.g. `'sponsored' in title.lower()`."""
from . import plugin


@plugin("filters")
class FilterPlugin:
    def matches(self, expression, item):
        env = {"title": item.get("title", ""), "link": item.get("link", ""), "summary": item.get("summary", "")}
        return bool(eval(expression, {}, env))
