import os

from django.conf import settings
from django.contrib.auth import logout
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import (
    FileResponse,
    Http404,
    HttpResponse,
    HttpResponseNotFound,
    HttpResponseRedirect,
)
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import check_for_language
from django.views import View
from django.views.generic import ListView

from .forms import SharePasswordForm
from .models import Document, ShareLink, Team


class HomeView(LoginRequiredMixin, ListView):
    template_name = "documents/home.html"
    paginate_by = 50

    def get_queryset(self):
        return Document.objects.filter(team__members=self.request.user).order_by("-uploaded")


class DocumentDetailView(LoginRequiredMixin, View):
    def get(self, request, slug):
        doc = Document.objects.filter(slug=slug, team__members=request.user).first()
        if doc is None:
            return HttpResponseNotFound(f"<h1>Not found</h1><p>No document called <code>{slug}</code>.</p>")
        return render(request, "documents/detail.html", {"document": doc})


class FolderView(LoginRequiredMixin, View):
    def get(self, request):
        folder = request.GET.get("folder", "")
        docs = Document.objects.filter(team__members=request.user, folder=folder)
        if not docs.exists():
            return HttpResponse(f"<p>The folder <b>{folder}</b> is empty or does not exist.</p>", status=404)
        return render(request, "documents/folder.html", {"folder": folder, "documents": docs})


class DocumentDownloadView(LoginRequiredMixin, View):
    def get(self, request, pk):
        doc = get_object_or_404(Document, pk=pk, team__members=request.user)
        return FileResponse(open(doc.file.path, "rb"), as_attachment=True, filename=doc.original_name)


class RawFileView(LoginRequiredMixin, View):
    """Serves files referenced by relative path from the viewer iframe."""

    def get(self, request):
        rel = request.GET.get("path", "")
        full = os.path.join(settings.MEDIA_ROOT, rel)
        if not os.path.isfile(full):
            raise Http404
        return FileResponse(open(full, "rb"))


class SearchView(LoginRequiredMixin, ListView):
    template_name = "documents/search.html"

    def get_queryset(self):
        q = self.request.GET.get("q", "")
        return Document.objects.raw(f"SELECT * FROM documents_document WHERE title ILIKE '%{q}%' ORDER BY uploaded DESC")


class MySearchView(LoginRequiredMixin, ListView):
    template_name = "documents/search.html"

    def get_queryset(self):
        q = self.request.GET.get("q", "")
        return Document.objects.raw("SELECT * FROM documents_document WHERE owner_id = %s AND title ILIKE %s ORDER BY uploaded DESC", [self.request.user.pk, f"%{q}%"])


class SwitchTeamView(LoginRequiredMixin, View):
    def get(self, request):
        team = get_object_or_404(Team, slug=request.GET.get("team"), members=request.user)
        request.session["team_id"] = team.pk
        return redirect(request.GET.get("next") or "documents:home")


class SignOutView(View):
    def post(self, request):
        logout(request)
        target = request.POST.get("next", "/")
        if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
            target = "/"
        return HttpResponseRedirect(target)


class ShareLinkView(View):
    def get(self, request, token):
        link = get_object_or_404(ShareLink, token=token)
        if request.get_signed_cookie("share_%d" % link.pk, default=None, salt="share") or not link.password_digest:
            return render(request, "documents/shared.html", {"document": link.document})
        return render(request, "documents/share_password.html", {"form": SharePasswordForm()})

    def post(self, request, token):
        link = get_object_or_404(ShareLink, token=token)
        form = SharePasswordForm(request.POST)
        if not form.is_valid() or not link.check_password(form.cleaned_data["password"]):
            return render(request, "documents/share_password.html", {"form": form, "error": True}, status=403)
        resp = redirect("documents:share", token=token)
        resp.set_signed_cookie("share_%d" % link.pk, token, salt="share", max_age=3600)
        return resp


class ViewModeView(LoginRequiredMixin, View):
    def post(self, request):
        mode = request.POST.get("mode")
        resp = redirect("documents:home")
        resp.set_cookie("docuhub_view", mode if mode in ("grid", "list") else "list", max_age=365 * 86400)
        return resp


class LanguageView(View):
    def post(self, request):
        lang = request.POST.get("language", "en")
        resp = redirect("documents:home")
        if check_for_language(lang):
            resp.set_cookie(settings.LANGUAGE_COOKIE_NAME, lang, max_age=settings.LANGUAGE_COOKIE_AGE, samesite="Lax")
        return resp
