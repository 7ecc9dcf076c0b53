import os
from pathlib import Path

from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import FileResponse, Http404, JsonResponse
from django.shortcuts import redirect
from django.views import View
from django.views.generic import FormView

from ..forms import PupilLoginForm
from ..mixins import LoginNextUrlMixin
from ..models import Pupil

THEMES = ("light", "dark", "high-contrast")


class DocumentView(LoginRequiredMixin, View):
    def get(self, request):
        name = request.GET.get("name", "")
        path = os.path.join(settings.DOCS_ROOT, name)
        if not os.path.exists(path):
            raise Http404
        return FileResponse(open(path, "rb"), as_attachment=True)


class HandbookView(View):
    def get(self, request):
        root = Path(settings.DOCS_ROOT, "handbook").resolve()
        wanted = (root / request.GET.get("chapter", "index.pdf")).resolve()
        if not wanted.is_relative_to(root) or not wanted.is_file():
            raise Http404
        return FileResponse(wanted.open("rb"), content_type="application/pdf")


class PupilLoginView(LoginNextUrlMixin, FormView):
    template_name = "lessons/pupil_login.html"
    form_class = PupilLoginForm

    def form_valid(self, form):
        pupil = Pupil.objects.filter(
            licence_number=form.cleaned_data["licence_number"], manage_code=form.cleaned_data["manage_code"]
        ).first()
        if pupil is None:
            form.add_error(None, "We could not find that booking.")
            return self.form_invalid(form)
        self.request.session["pupil_id"] = pupil.pk
        return redirect(self.next_url(default="/book/manage/"))


class ThemeView(View):
    def post(self, request):
        theme = request.POST.get("theme")
        if theme not in THEMES:
            theme = THEMES[0]
        response = JsonResponse({"theme": theme})
        response.set_cookie("theme", theme, max_age=365 * 86400, secure=True, httponly=True, samesite="Lax")
        return response
