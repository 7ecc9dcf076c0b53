from types import SimpleNamespace

import pytest

from feedrelay.filters import FilterError, compile_filter


def entry(**kw):
    base = dict(title="", summary="", link="", author="")
    base.update(kw)
    return SimpleNamespace(**base)


def test_filter_matches():
    f = compile_filter("'python' in title and not 'job' in title")
    assert f(entry(title="Python 3.12 released"))
    assert not f(entry(title="Python job offer"))


@pytest.mark.parametrize("text", ["title.upper()", "__import__('os')", "len(title) > 3", "entry"])
def test_filter_rejects(text):
    with pytest.raises(FilterError):
        compile_filter(text)
