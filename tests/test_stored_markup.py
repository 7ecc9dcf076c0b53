"""Stored text the code marks safe HTML (`mark_safe(profile.bio)`) is still judged by where it was written, not as
XSS from the database: a rule that counted it was tried in the twenty-third session and reverted, since it filed
five false tickets on one mature set (wagtail's admin messages built from rendered templates, its oEmbed HTML) for
about seven real sites on the blind corpora. This test pins the reversal; a value from the request marked safe is
still XSS."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

VIEWS = """
    from django.shortcuts import render
    from django.utils.safestring import mark_safe

    from accounts.models import Profile


    def profile(request):
        record = Profile.objects.get(user=request.user)
        return render(request, "profile.html", {"bio": mark_safe(record.bio)})


    def preview(request):
        return render(request, "profile.html", {"bio": mark_safe(request.POST["bio"])})
    """


@pytest.mark.parametrize("needle, expected", [
    ("mark_safe(record.bio)", VerdictKind.UNCERTAIN),
    ('mark_safe(request.POST["bio"])', VerdictKind.CONFIRMED),
])
def test_stored_text_marked_safe_is_judged_where_it_was_written(needle, expected):
    view = MemoryView({"accounts/__init__.py": "", "accounts/models.py": "class Profile: ...\n",
                       "accounts/views.py": VIEWS})
    verdict = judge_at(view, "taint", "accounts/views.py", needle, "xss")
    assert verdict.verdict is expected, verdict.reason
