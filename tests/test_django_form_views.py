"""A Django generic edit view's `form_valid` gets the form bound to the client's submission.

FormView, CreateView and UpdateView call `form_valid(self, form)` with the form Django bound to `request.POST`:
`form.cleaned_data["model"]` is what the client sent, as `Form(request.POST).cleaned_data` is in a function view.
A method of the same name in a class that is no edit view is handed whatever its own callers pass.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

VIEWS = """
    import subprocess

    from django.views.generic import FormView

    from .forms import UploadForm


    class {name}({base}):
        form_class = UploadForm
        success_url = "/done/"

        def form_valid(self, form):
            model = form.cleaned_data.get("model") or "auto"
            subprocess.check_output("convert --model '%s'" % model, shell=True)
            return super().form_valid(form)
    """


@pytest.mark.parametrize(("name", "base", "confirmed"), [
    ("ConvertView", "FormView", True),
    ("ConvertView", "LoginRequiredMixin, FormView", True),
    ("Converter", "object", False),  # no edit view: its callers decide what `form` holds
])
def test_form_valid_of_an_edit_view_reads_the_clients_submission(name, base, confirmed):
    source = VIEWS.replace("{name}", name).replace("{base}", base)
    view = MemoryView({"shop/__init__.py": "", "shop/views.py": source})
    verdict = judge_at(view, "taint", "shop/views.py", "subprocess.check_output(", "command-injection")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is confirmed, verdict.reason
