"""A Django generic edit view's `form_valid` gets the form bound to the client's submission.

FormView, CreateView and UpdateView call `form_valid(self, form)` with the form Django bound to `request.POST`:
`form.cleaned_data["model"]` is what the client sent, as `Form(request.POST).cleaned_data` is in a function view;
the form object's other attributes (`form.instance`, the model object the view made) are not.
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


INSTANCE = """
    import os

    from django.conf import settings
    from django.views.generic import CreateView

    from .models import Upload


    class UploadCreate(CreateView):
        model = Upload
        fields = ["title"]

        def form_valid(self, form):
            os.remove(os.path.join(settings.MEDIA_ROOT, str(form.instance.pk)))
            return super().form_valid(form)
    """


def test_only_the_forms_submitted_data_is_the_clients() -> None:
    """`form.instance` is the model object the view made, its key the database's: not what the client sent."""
    view = MemoryView({"shop/__init__.py": "", "shop/views.py": INSTANCE})
    verdict = judge_at(view, "taint", "shop/views.py", "os.remove(", "path-traversal")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason
