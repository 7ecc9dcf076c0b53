from . import register
from .base import Plugin


@register
class UpperCase(Plugin):
    name = "upper"
    label = "UPPER CASE"

    def transform(self, text):
        return text.upper()


@register
class SnakeCase(Plugin):
    name = "snake"
    label = "snake_case"

    def transform(self, text):
        return "_".join(text.lower().split())
