"""What users stored earlier, read back from the database, counts where the program puts it in a shell command, as
where it runs it as code; a fetch or a query built from it is still judged by where it was written (stored SSRF was
tried in the twenty-third session and taken out: as many decoys as real sites on the corpora, feeds staff configure,
and a false ticket on a mature set; second-order SQL injection is not claimed)."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

VIEWS = """
    import subprocess

    import requests
    from django.db import connection
    from django.http import JsonResponse

    from hooks.models import Hook


    def deliver(request, hook_id):
        hook = Hook.objects.get(pk=hook_id)
        requests.post(hook.url, json={"event": "ping"}, timeout=5)
        return JsonResponse({"ok": True})


    def render_chart(request, hook_id):
        hook = Hook.objects.get(pk=hook_id)
        subprocess.run("gnuplot -e \\"set title '%s'\\" chart.plt" % hook.label, shell=True)
        return JsonResponse({"ok": True})


    def count(request, hook_id):
        hook = Hook.objects.get(pk=hook_id)
        with connection.cursor() as cursor:
            cursor.execute("SELECT count(*) FROM events WHERE kind = '%s'" % hook.kind)
        return JsonResponse({"ok": True})
    """


@pytest.mark.parametrize("needle, category, expected", [
    ("requests.post(hook.url", "ssrf", VerdictKind.UNCERTAIN),
    ("subprocess.run(", "command-injection", VerdictKind.CONFIRMED),
    ("cursor.execute(", "sql-injection", VerdictKind.UNCERTAIN),
])
def test_stored_commands_count_and_stored_urls_and_queries_do_not(needle, category, expected):
    view = MemoryView({"hooks/__init__.py": "", "hooks/models.py": "class Hook: ...\n", "hooks/views.py": VIEWS})
    verdict = judge_at(view, "taint", "hooks/views.py", needle, category)
    assert verdict.verdict is expected, verdict.reason
