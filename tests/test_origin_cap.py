"""A value's origins are capped (`taint_facts.MAX_ORIGINS`), but never so that a kind of origin is lost.

papis's `download_document` writes a download to `os.path.join(tempfile.gettempdir(), f"{root}{ext}")`, where the
name is built from four parameters and a remote server's response: with the temporary folder ranked last, the cap
dropped it, and the predictable name in the shared folder went unseen (a real defect a labeller had confirmed).
"""

from __future__ import annotations

from agent_providers.builtin.taint_facts import (
    HASH,
    MAX_ORIGINS,
    MEMBER,
    PARAM,
    RANDOM,
    TEMPNAME,
    UNIQUE,
    UNTRUSTED,
    Fact,
    Origin,
    join,
)
from tests.builtin_support import MemoryView, raised

DOWNLOADER = """
    import os
    import tempfile

    import requests


    def download(url, cookies=None, filename=None, ext=None, timeout=10, prefix="", suffix=""):
        response = requests.get(url, cookies=cookies, timeout=timeout)
        name = filename or response.headers.get("x-name")
        root, _ = os.path.splitext(os.path.basename(name))
        outfile = os.path.join(tempfile.gettempdir(), f"{prefix}{root}{ext}{url}{cookies}{timeout}{suffix}")
        with open(outfile, "wb") as f:
            f.write(response.content)
        return outfile
    """


def test_a_name_built_from_many_values_in_the_shared_temporary_folder_is_still_raised():
    view = MemoryView({"fetch/__init__.py": "", "fetch/download.py": DOWNLOADER})
    found = [f for f in raised(view, "taint") if f.category == "insecure-tempfile"]
    assert [f.locations[0].start_line for f in found] == [12], found


def test_the_cap_keeps_one_origin_of_every_kind():
    params = [Fact(origins=frozenset({Origin(PARAM, f"parameter p{i}", f"p{i}", 1, position=i)}))
              for i in range(MAX_ORIGINS)]
    folder = Fact(origins=frozenset({Origin(TEMPNAME, "the shared temporary directory", "tempfile.gettempdir()", 9)}))
    request = Fact(origins=frozenset({Origin(UNTRUSTED, "request.args", "request.args", 2)}))
    capped = join([*params, folder, request])
    kinds = {origin.kind for origin in capped.origins}
    assert kinds == {PARAM, TEMPNAME, UNTRUSTED}
    assert len(capped.origins) == MAX_ORIGINS


def test_the_cap_keeps_untrusted_origins_first():
    requests = [Fact(origins=frozenset({Origin(UNTRUSTED, f"request.args {i}", f"a{i}", i)}))
                for i in range(MAX_ORIGINS + 2)]
    capped = join(requests)
    assert sorted(origin.line for origin in capped.origins) == list(range(MAX_ORIGINS))


def test_the_cap_keeps_a_value_no_sanitiser_cleared_before_cleared_ones():
    escaped = [Fact(origins=frozenset({Origin(UNTRUSTED, f"request.args {i}", f"a{i}", i, cleared=("xss",))}))
               for i in range(MAX_ORIGINS - 1)]
    raw = Fact(origins=frozenset({Origin(UNTRUSTED, "request.args raw", "raw", 50)}))
    param = Fact(origins=frozenset({Origin(PARAM, "parameter p", "p", 60, position=0)}))
    capped = join([*escaped, raw, param])
    assert len(capped.origins) == MAX_ORIGINS
    assert any(origin.expr == "raw" for origin in capped.origins)  # the one that still counts at a page
    assert any(origin.kind == PARAM for origin in capped.origins)


def test_the_cap_is_exceeded_only_to_keep_one_origin_of_each_kind():
    kinds = (UNTRUSTED, PARAM, RANDOM, HASH, TEMPNAME, UNIQUE, MEMBER)
    facts = [Fact(origins=frozenset({Origin(kind, kind, kind, line)})) for line, kind in enumerate(kinds)]
    assert {origin.kind for origin in join(facts).origins} == set(kinds)


def test_the_cap_keeps_a_value_cleared_for_another_category_among_escaped_ones():
    escaped = [Fact(origins=frozenset({Origin(UNTRUSTED, f"request.args {i}", f"a{i}", i, cleared=("xss",))}))
               for i in range(MAX_ORIGINS)]
    based = Fact(origins=frozenset({Origin(UNTRUSTED, "request.args g", "g", 50, cleared=("path-traversal",))}))
    capped = join([*escaped, based])
    assert any(origin.expr == "g" for origin in capped.origins)  # the one that still counts at a page
