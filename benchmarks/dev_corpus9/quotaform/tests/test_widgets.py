from types import SimpleNamespace

from quotaform.services.widgets import coerce, widgets


def test_coerce():
    assert coerce("42", int) == 42
    assert coerce("1.5", float) == 1.5
    assert coerce("__import__('os')", str) == "__import__('os')"


def test_select_escapes():
    field = SimpleNamespace(name="c", label="C", kind="select", options=["<b>"])
    assert "&lt;b&gt;" in widgets.get("select")(field)
