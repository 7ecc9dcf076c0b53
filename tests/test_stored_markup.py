"""Text a user stored, read back from the database, counts for XSS where the code itself declares it safe HTML
(`mark_safe(profile.bio)`, `Markup(note.text)`): the program vouches for it and no template escapes it again.
Escaped first, it is safe; built into a page any other way it is judged by where it was written, as before."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

VIEWS = """
    from django.http import HttpResponse
    from django.shortcuts import render
    from django.utils.html import escape
    from django.utils.safestring import mark_safe

    from accounts.models import Profile


    def profile(request):
        record = Profile.objects.get(user=request.user)
        return render(request, "profile.html", {"bio": mark_safe(record.bio)})


    def escaped(request):
        record = Profile.objects.get(user=request.user)
        return render(request, "profile.html", {"bio": mark_safe(escape(record.bio).replace("\\\\n", "<br>"))})


    def page(request):
        record = Profile.objects.get(user=request.user)
        return HttpResponse("<p>%s</p>" % record.motto)
    """


@pytest.mark.parametrize("needle, expected", [
    ("mark_safe(record.bio)", VerdictKind.CONFIRMED),
    ("mark_safe(escape(record.bio)", VerdictKind.REFUTED),
    ('HttpResponse("<p>%s</p>"', VerdictKind.UNCERTAIN),  # stored text in a page is judged where it was written
])
def test_stored_text_declared_safe_html_is_xss(needle, expected):
    view = MemoryView({"accounts/__init__.py": "", "accounts/models.py": "class Profile: ...\n",
                       "accounts/views.py": VIEWS})
    verdict = judge_at(view, "taint", "accounts/views.py", needle, "xss")
    assert verdict.verdict is expected, verdict.reason
