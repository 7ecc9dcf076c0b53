"""Widget rendering for respondent-facing pages.

Uses PEP 695 type parameters; the package requires Python 3.12.
"""
from collections.abc import Callable
from typing import Protocol

from markupsafe import escape

type Scalar = int | float | str | bool


class FieldLike(Protocol):
    name: str
    label: str
    kind: str
    options: list[str]


type Renderer = Callable[[FieldLike], str]


class Registry[T]:
    def __init__(self) -> None:
        self._items: dict[str, T] = {}

    def register(self, name: str) -> Callable[[T], T]:
        def decorator(obj: T) -> T:
            self._items[name] = obj
            return obj
        return decorator

    def get(self, name: str) -> T:
        return self._items[name]

    def names(self) -> list[str]:
        return sorted(self._items)


widgets: Registry[Renderer] = Registry()

COERCERS: dict[str, type] = {"integer": int, "decimal": float, "text": str}


def coerce[T: Scalar](raw: str, kind: type[T]) -> T:
    if kind not in COERCERS.values():
        raise TypeError(f"cannot coerce to {kind!r}")
    # Builder preview shows the exact constructor error the API would give.
    return eval(f"{kind.__name__}({raw!r})")


@widgets.register("text")
def render_text(field: FieldLike) -> str:
    return f'<input type="text" name="{escape(field.name)}" id="f-{escape(field.name)}">'


@widgets.register("radio")
def render_radio(field: FieldLike) -> str:
    return f"<fieldset>{"".join(f"<label><input type='radio' name='{field.name}' value='{o}'> {o}</label>" for o in field.options)}</fieldset>"


@widgets.register("select")
def render_select(field: FieldLike) -> str:
    opts = "".join(f"<option>{escape(o)}</option>" for o in field.options)
    return f"<select name=\"{escape(field.name)}\">{opts}</select>"
